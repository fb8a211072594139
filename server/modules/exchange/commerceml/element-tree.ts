// One small subtree of the document (a Товар, a Предложение, a Группа …) assembled from the parser's events, and
// the few questions the record builders ask of it. Names are local names: the namespace 1C declares
// (urn:1C.ru:commerceml_2) or its absence does not matter.

export type CmlElement = {
  name: string
  attributes: Record<string, string>
  children: CmlElement[]
  /** The element's own text (CDATA included), not its children's, untrimmed. */
  text: string
  /** The line its start tag ends on (1-based), for error messages. */
  line: number
}

/** Builds one subtree from open, text and close events; `close` answers the root once it is complete. */
export class ElementBuilder {
  private readonly open: CmlElement[] = []

  constructor(root: CmlElement) {
    this.open.push(root)
  }

  openElement(element: CmlElement): void {
    this.open.at(-1)?.children.push(element)
    this.open.push(element)
  }

  text(text: string): void {
    const current = this.open.at(-1)
    if (current) current.text += text
  }

  /** Closes the innermost open element; answers the root when that was the root. */
  closeElement(): CmlElement | null {
    const closed = this.open.pop()
    return this.open.length === 0 && closed ? closed : null
  }
}

export function child(element: CmlElement, name: string): CmlElement | undefined {
  return element.children.find((each) => each.name === name)
}

export function childrenNamed(element: CmlElement, name: string): CmlElement[] {
  return element.children.filter((each) => each.name === name)
}

/** The children named `item` of the child named `list`, e.g. `Группы/Ид`. */
export function listItems(element: CmlElement, list: string, item: string): CmlElement[] {
  return childrenNamed(element, list).flatMap((each) => childrenNamed(each, item))
}

/** The trimmed text of the child `name`, or null when it is absent or empty. */
export function textOf(element: CmlElement | undefined, name: string): string | null {
  const found = element && child(element, name)
  return found ? nonEmpty(found.text) : null
}

/** A one-line value (a name, a code): trimmed, inner runs of XML whitespace (space, tab, newline) made one space. */
export function lineOf(element: CmlElement | undefined, name: string): string | null {
  return textOf(element, name)?.replace(/[ \t\r\n]+/g, ' ') ?? null
}

export function attribute(element: CmlElement, name: string): string | null {
  const value = element.attributes[name]
  return value === undefined ? null : nonEmpty(value)
}

export function nonEmpty(text: string): string | null {
  const trimmed = text.trim()
  return trimmed === '' ? null : trimmed
}
