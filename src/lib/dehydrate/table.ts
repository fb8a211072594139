// Loader data the page carries to the browser, written compactly: an array of like objects as its keys once and
// their values row after row in one flat list (the router's dehydration names every array it writes, so one list
// instead of one per object), and equal nested objects (a brand, a label, an empty list) as one shared object, which
// the router's dehydration writes once and then refers to. Decoding gives back equal objects.

/** The objects of an array: every key once, then the values of each object in turn, as many as there are keys
 * (undefined where it had none). */
export type Table<T> = {
  keys: (keyof T & string)[]
  values: unknown[]
  /** Only for objects without keys. */ empty?: number
}

/** Makes equal values one object; share one between tables to share their objects too. */
export function createInterner(): <V>(value: V) => V {
  const seen = new Map<string, unknown>()
  const intern = <V>(value: V): V => {
    if (value === null || typeof value !== 'object') return value
    const copy = Array.isArray(value)
      ? value.map(intern)
      : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, intern(inner)]))
    const json = JSON.stringify(copy)
    if (!seen.has(json)) seen.set(json, copy)
    return seen.get(json) as V
  }
  return intern
}

export function toTable<T extends object>(items: readonly T[], intern = createInterner()): Table<T> {
  const keys: (keyof T & string)[] = []
  for (const item of items) {
    for (const key of Object.keys(item) as (keyof T & string)[]) if (!keys.includes(key)) keys.push(key)
  }
  const values = items.flatMap((item) => keys.map((key) => intern(item[key])))
  return keys.length > 0 || items.length === 0 ? { keys, values } : { keys, values, empty: items.length }
}

export function fromTable<T>({ keys, values, empty }: Table<T>): T[] {
  if (empty !== undefined) return Array.from({ length: empty }, () => ({}) as T)
  const items: T[] = []
  for (let start = 0; start < values.length; start += keys.length) {
    const item: Record<string, unknown> = {}
    keys.forEach((key, index) => {
      if (values[start + index] !== undefined) item[key] = values[start + index]
    })
    items.push(item as T)
  }
  return items
}

type ListKeys<T> = { [K in keyof T]: T[K] extends readonly object[] ? K : never }[keyof T]

/** `value` with the lists named by `keys` as tables. */
export type WithTables<T, K extends ListKeys<T>> = Omit<T, K> & {
  [P in K]: T[P] extends readonly (infer Item extends object)[] ? Table<Item> : never
}

/** The lists of `value` named by `keys` as tables, sharing one interner. */
export function packLists<T extends object, K extends ListKeys<T>>(
  value: T,
  keys: readonly K[],
  intern = createInterner(),
): WithTables<T, K> {
  const packed: Record<string, unknown> = { ...(value as object) }
  for (const key of keys) packed[key as string] = toTable(value[key] as readonly object[], intern)
  return packed as WithTables<T, K>
}

export function unpackLists<T extends object, K extends ListKeys<T>>(value: WithTables<T, K>, keys: readonly K[]): T {
  const unpacked: Record<string, unknown> = { ...(value as object) }
  for (const key of keys) unpacked[key as string] = fromTable(value[key] as Table<object>)
  return unpacked as T
}

type Node = { children: Node[] }

type PackedNode<T extends Node> = Omit<T, 'children'> & { children?: TreeTable<T> }

/** A tree of like nodes as tables: the top nodes' table, each node with its children's table (none if it has none). */
export type TreeTable<T extends Node> = Table<PackedNode<T>>

export function toTreeTable<T extends Node>(nodes: readonly T[], intern = createInterner()): TreeTable<T> {
  return toTable(
    nodes.map(({ children, ...node }) =>
      children.length > 0 ? { ...node, children: toTreeTable(children as T[], intern) } : node,
    ),
    intern,
  )
}

export function fromTreeTable<T extends Node>(table: TreeTable<T>): T[] {
  return fromTable<PackedNode<T>>(table).map(
    ({ children, ...node }) => ({ ...node, children: children ? fromTreeTable(children) : [] }) as unknown as T,
  )
}
