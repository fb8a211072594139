// Writing XML as strings: escaped text and attributes, and elements left out when they would be empty.
import { xmlText } from '../../../xml-text'

/** `<name>` around already written children; '' when there are none. */
export function element(name: string, children: string | string[], attributes: Record<string, string> = {}): string {
  const inner = Array.isArray(children) ? children.join('') : children
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${xmlText(value)}"`)
    .join('')
  return inner === '' && Object.keys(attributes).length === 0 ? '' : `<${name}${attrs}>${inner}</${name}>`
}

/** `<name>text</name>` with the text escaped and cut to `maxLength` characters; '' for an empty text. */
export function textElement(name: string, text: string, maxLength = Infinity): string {
  const value = text.trim().slice(0, maxLength)
  return value === '' ? '' : `<${name}>${xmlText(value)}</${name}>`
}
