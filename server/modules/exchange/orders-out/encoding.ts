// The bytes of a document for 1C: UTF-8, or windows-1251 when EXCHANGE_1C_ENCODING says so. A character
// windows-1251 cannot hold is written as a character reference (&#8470; stays №), so nothing turns into '?'.
import iconv from 'iconv-lite'
import type { Env } from '../../../env'

export type ExchangeEncoding = Env['EXCHANGE_1C_ENCODING']

let cp1251: Set<string> | undefined

function inWindows1251(char: string): boolean {
  cp1251 ??= new Set(iconv.decode(Buffer.from(Array.from({ length: 128 }, (_, i) => i + 128)), 'windows-1251'))
  return char < '\u0080' || cp1251.has(char)
}

/** The XML declaration naming the encoding. */
export const xmlDeclaration = (encoding: ExchangeEncoding) => `<?xml version="1.0" encoding="${encoding}"?>\n`

/** `xml` (markup names must be windows-1251 letters, as CommerceML's are) as bytes in `encoding`. */
export function encodeXml(xml: string, encoding: ExchangeEncoding): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(xml)
  const safe = xml.replace(/[^ -~\t\n\r]/gu, (char) => (inWindows1251(char) ? char : `&#${char.codePointAt(0)};`))
  return new Uint8Array(iconv.encode(safe, 'windows-1251'))
}

export const contentTypeOf = (encoding: ExchangeEncoding) => `application/xml; charset=${encoding}`
