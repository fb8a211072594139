// Writing XML as strings: escaped text and attributes, and elements left out when they would be empty.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text safe inside an element or a quoted attribute; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
  )
}

/** `<name>` around already written children; '' when there are none. */
export function element(name: string, children: string | string[], attributes: Record<string, string> = {}): string {
  const inner = Array.isArray(children) ? children.join('') : children
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('')
  return inner === '' && Object.keys(attributes).length === 0 ? '' : `<${name}${attrs}>${inner}</${name}>`
}

/** `<name>text</name>` with the text escaped and cut to `maxLength` characters; '' for an empty text. */
export function textElement(name: string, text: string, maxLength = Infinity): string {
  const value = text.trim().slice(0, maxLength)
  return value === '' ? '' : `<${name}>${escapeXml(value)}</${name}>`
}
