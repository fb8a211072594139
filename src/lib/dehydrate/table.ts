// Loader data the page carries to the browser, written compactly: an array of like objects as its keys once and a
// row of values per object, and equal nested objects (a brand, a label, an empty list) as one shared object, which
// the router's dehydration writes once and then refers to. Decoding gives back equal objects.

/** The objects of an array: every key once, then one row of values per object (undefined where it had none). */
export type Table<T> = { keys: (keyof T & string)[]; rows: unknown[][] }

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
  return { keys, rows: items.map((item) => keys.map((key) => intern(item[key]))) }
}

export function fromTable<T>({ keys, rows }: Table<T>): T[] {
  return rows.map((row) => {
    const item: Record<string, unknown> = {}
    keys.forEach((key, index) => {
      if (row[index] !== undefined) item[key] = row[index]
    })
    return item as T
  })
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
