// The tolerant, streamed CommerceML 2 reader. Bytes go through the decoder (UTF-8 or windows-1251) into a SAX
// parser chunk by chunk; only one small subtree at a time is assembled (a Группа with its subgroups, a Свойство,
// a Товар, a ТипЦены, a Склад, a Предложение, a Документ) and turned into records, so memory stays bounded however
// many products the file holds. Everything else (Владелец, Налоги, Контрагенты …) is passed over.
import { createReadStream } from 'node:fs'
import { SaxesParser, type SaxesTagNS } from 'saxes'
import { toGroups, toProduct, toProperty } from './catalogue-records'
import { decodeXml } from './decode'
import { toDocument } from './document-records'
import { type CmlElement, ElementBuilder } from './element-tree'
import { CommerceMlError } from './errors'
import { toOffer, toPriceType, toWarehouse } from './offer-records'
import type { CmlRecord } from './records'

export { CommerceMlError } from './errors'

const ROOT = 'КоммерческаяИнформация'
/** Bytes read from disk at a time by `readCommerceMlFile`. */
const FILE_CHUNK_BYTES = 256 * 1024

type ToRecords = (element: CmlElement) => CmlRecord[]

/** Records of a CommerceML document in document order; throws CommerceMlError when the file is unusable. */
export async function* readCommerceMl(input: AsyncIterable<Uint8Array>): AsyncGenerator<CmlRecord> {
  const reader = new DocumentReader()
  for await (const text of decodeXml(input)) {
    reader.write(text)
    yield* reader.take()
  }
  reader.finish()
  yield* reader.take()
}

/** `readCommerceMl` over a file on disk, read in moderate chunks. */
export function readCommerceMlFile(path: string): AsyncGenerator<CmlRecord> {
  return readCommerceMl(createReadStream(path, { highWaterMark: FILE_CHUNK_BYTES }))
}

/** Drives the SAX parser: tracks the path of open elements and captures the subtrees that become records. */
class DocumentReader {
  private readonly parser = new SaxesParser({ xmlns: true })
  /** Local names of the open elements outside any captured subtree. */
  private readonly path: string[] = []
  private capture: { builder: ElementBuilder; toRecords: ToRecords } | null = null
  private rootSeen = false
  private rootClosed = false
  private records: CmlRecord[] = []

  constructor() {
    this.parser.on('error', (error) => {
      throw new CommerceMlError(
        `malformed XML: ${error.message.replace(/^\d+:\d+: /, '').replace(/\.$/, '')}`,
        this.parser.line,
      )
    })
    this.parser.on('opentag', (tag) => this.open(tag))
    this.parser.on('closetag', () => this.close())
    this.parser.on('text', (text) => this.capture?.builder.text(text))
    this.parser.on('cdata', (text) => this.capture?.builder.text(text))
  }

  write(text: string): void {
    this.parser.write(text)
  }

  /** The input ended: the root must have closed. */
  finish(): void {
    if (!this.rootSeen) throw new CommerceMlError(`not a CommerceML document: no ${ROOT} element`, this.parser.line)
    if (!this.rootClosed)
      throw new CommerceMlError(`the document is cut short: it ends before ${ROOT} closes`, this.parser.line)
    this.parser.close()
  }

  /** The records completed since the last call. */
  take(): CmlRecord[] {
    const taken = this.records
    this.records = []
    return taken
  }

  private open(tag: SaxesTagNS): void {
    const element: CmlElement = {
      name: tag.local,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((each) => [each.local, each.value])),
      children: [],
      text: '',
      line: this.parser.line,
    }
    if (this.capture) return this.capture.builder.openElement(element)
    if (this.path.length === 0) this.openRoot(element)
    const toRecords = capturedAs(element.name, this.path)
    if (toRecords) this.capture = { builder: new ElementBuilder(element), toRecords }
    else {
      this.records.push(...startRecords(element, this.path))
      this.path.push(element.name)
    }
  }

  private openRoot(element: CmlElement): void {
    if (this.rootSeen) throw new CommerceMlError(`malformed XML: a second root element ${element.name}`, element.line)
    if (element.name !== ROOT)
      throw new CommerceMlError(`not a CommerceML document: the root is ${element.name}, not ${ROOT}`, element.line)
    this.rootSeen = true
  }

  private close(): void {
    if (this.capture) {
      const root = this.capture.builder.closeElement()
      if (root) {
        this.records.push(...this.capture.toRecords(root))
        this.capture = null
      }
      return
    }
    this.path.pop()
    if (this.path.length === 0) this.rootClosed = true
  }
}

/** How a subtree starting with `name` under the open `path` becomes records, or null when it is not captured. */
function capturedAs(name: string, path: string[]): ToRecords | null {
  const parent = path.at(-1)
  switch (name) {
    case 'Группа':
      return parent === 'Группы' ? (element) => toGroups(element).map((group) => ({ kind: 'group', group })) : null
    case 'Свойство':
    case 'СвойствоНоменклатуры':
      return parent === 'Свойства'
        ? (element) => optional(toProperty(element), (property) => ({ kind: 'property', property }))
        : null
    case 'Товар':
      return parent === 'Товары' && path.at(-2) === 'Каталог'
        ? (element) => [{ kind: 'product', product: toProduct(element) }]
        : null
    case 'ТипЦены':
      return parent === 'ТипыЦен'
        ? (element) => optional(toPriceType(element), (priceType) => ({ kind: 'priceType', priceType }))
        : null
    case 'Склад':
      return parent === 'Склады'
        ? (element) => optional(toWarehouse(element), (warehouse) => ({ kind: 'warehouse', warehouse }))
        : null
    case 'Предложение':
      return parent === 'Предложения' ? (element) => [{ kind: 'offer', offer: toOffer(element) }] : null
    case 'Документ':
      return parent === ROOT || parent === 'Контейнер'
        ? (element) => [{ kind: 'document', document: toDocument(element) }]
        : null
    default:
      return null
  }
}

/** The records an element gives as it opens: the start of a catalogue, classifier or offers package. */
function startRecords(element: CmlElement, path: string[]): CmlRecord[] {
  if (path.length !== 1) return []
  const onlyChanges = element.attributes['СодержитТолькоИзменения']?.trim().toLowerCase() === 'true'
  switch (element.name) {
    case 'Каталог':
      return [{ kind: 'catalog', onlyChanges, part: 'catalog' }]
    case 'Классификатор':
      return [{ kind: 'catalog', onlyChanges, part: 'classifier' }]
    case 'ПакетПредложений':
      return [{ kind: 'offers', onlyChanges }]
    case 'ИзмененияПакетаПредложений':
      return [{ kind: 'offers', onlyChanges: true }]
    default:
      return []
  }
}

function optional<T>(value: T | null, toRecord: (value: T) => CmlRecord): CmlRecord[] {
  return value === null ? [] : [toRecord(value)]
}
