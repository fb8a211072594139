// Bytes of an XML document to text, chunk by chunk. The encoding comes from the byte-order mark or else from the
// XML declaration, sniffed from the first bytes before anything is decoded; 1C writes UTF-8 (usually with a BOM)
// or windows-1251. A streaming decoder carries a character split between two chunks over to the next one.
import iconv from 'iconv-lite'
import { CommerceMlError } from './errors'

const UTF8_BOM = [0xef, 0xbb, 0xbf]
/** The XML declaration ends within this many bytes in any sane file; the sniff stops looking after them. */
const SNIFF_LIMIT = 1024

type Encoding = 'utf-8' | 'windows-1251'

const ENCODING_NAMES: Record<string, Encoding> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'windows-1251': 'windows-1251',
  cp1251: 'windows-1251',
  'cp-1251': 'windows-1251',
  'win-1251': 'windows-1251',
}

export async function* decodeXml(input: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let head: Uint8Array = new Uint8Array(0)
  let decoder: iconv.DecoderStream | null = null
  for await (const chunk of input) {
    let text: string
    if (decoder) text = decoder.write(asBuffer(chunk))
    else {
      head = concat(head, chunk)
      const opened = openDecoder(head, false)
      if (!opened) continue
      ;({ decoder, text } = opened)
    }
    if (text) yield text
  }
  if (!decoder) {
    const opened = openDecoder(head, true)
    if (!opened) return
    decoder = opened.decoder
    if (opened.text) yield opened.text
  }
  const rest = decoder.end()
  if (rest) yield rest
}

/** A decoder for the document's encoding and the text of its first bytes, or null while the encoding is unknown. */
function openDecoder(head: Uint8Array, ended: boolean): { decoder: iconv.DecoderStream; text: string } | null {
  const sniffed = sniff(head, ended)
  if (!sniffed) return null
  const decoder = iconv.getDecoder(sniffed.encoding, { stripBOM: false })
  return { decoder, text: decoder.write(asBuffer(head.subarray(sniffed.bomLength))) }
}

/**
 * The encoding of a document from its first bytes, or null while more bytes are needed to tell (`ended` says no
 * more will come). A UTF-8 BOM decides (as XML says); otherwise the declaration's `encoding`, UTF-8 when it names
 * none. UTF-16 and any other encoding are refused.
 */
function sniff(head: Uint8Array, ended: boolean): { encoding: Encoding; bomLength: number } | null {
  if (startsWith(head, UTF8_BOM)) return { encoding: 'utf-8', bomLength: UTF8_BOM.length }
  if (startsWith(head, [0xfe, 0xff]) || startsWith(head, [0xff, 0xfe]))
    throw new CommerceMlError('unsupported encoding UTF-16: expected UTF-8 or windows-1251')
  if (!ended && head.length < 3 && UTF8_BOM.slice(0, head.length).every((byte, i) => head[i] === byte)) return null
  const declared = declaredEncoding(head, ended)
  return declared === null ? null : { encoding: declared, bomLength: 0 }
}

/** The declared encoding, 'utf-8' when there is no declaration or it names none, null while it is incomplete. */
function declaredEncoding(head: Uint8Array, ended: boolean): Encoding | null {
  const start = latin1(head.subarray(0, Math.min(head.length, SNIFF_LIMIT)))
  if (start.length < 6 && '<?xml'.startsWith(start.slice(0, 5)) && !ended) return null
  if (!/^<\?xml\s/.test(start)) return 'utf-8'
  const end = start.indexOf('?>')
  if (end < 0) {
    if (ended || head.length >= SNIFF_LIMIT)
      throw new CommerceMlError('malformed XML: the XML declaration is not closed', 1)
    return null
  }
  const name = /\sencoding\s*=\s*(["'])([^"']*)\1/.exec(start.slice(0, end))?.[2]
  if (name === undefined) return 'utf-8'
  const encoding = ENCODING_NAMES[name.trim().toLowerCase()]
  if (!encoding) throw new CommerceMlError(`unsupported encoding "${name}": expected UTF-8 or windows-1251`, 1)
  return encoding
}

function latin1(bytes: Uint8Array): string {
  return asBuffer(bytes).toString('latin1')
}

/** The same bytes as a Buffer, without copying. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte)
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length)
  joined.set(a)
  joined.set(b, a.length)
  return joined
}
