// The invoice for payment of an order as a PDF: streamed to a download, or whole as bytes for the order mail.
import type { Db } from '../../../db/client'
import { attachment } from '../../../pdf/content-disposition'
import { streamPdf } from '../../../pdf/stream'
import type { OrderDetail } from '../../../../contract/orders'
import { InvoiceDrawing } from './draw-invoice'
import { type Invoice, type InvoiceEnv, invoiceOf } from './invoice-data'
import { LABELS } from './invoice-labels'
import { formatLongDate } from '../../../../contract/format/date'

/** Rows drawn between two looks at the reader: a long order does not hold the event loop. */
const BATCH = 50

export type InvoiceFile = { body: ReadableStream<Uint8Array>; fileName: string; contentDisposition: string }

export function invoiceFileName(number: string): { name: string; ascii: string } {
  return { name: `Счёт ${number}.pdf`, ascii: `invoice-${number}.pdf` }
}

export function invoiceStream(invoice: Invoice): ReadableStream<Uint8Array> {
  const title = LABELS.title(invoice.number, formatLongDate(invoice.date, 'ru'))
  return streamPdf({ title, author: invoice.supplier.name, lang: 'ru-RU' }, async ({ doc, ready }) => {
    const drawing = new InvoiceDrawing(doc, invoice)
    drawing.head()
    for (let start = 0; start < invoice.lines.length; start += BATCH) {
      if (!(await ready())) return
      drawing.lines(invoice.lines.slice(start, start + BATCH), start)
    }
    drawing.finish()
  })
}

export async function invoiceFile(db: Db, order: OrderDetail, env: InvoiceEnv): Promise<InvoiceFile> {
  const invoice = await invoiceOf(db, order, env)
  const names = invoiceFileName(order.number)
  return {
    body: invoiceStream(invoice),
    fileName: names.name,
    contentDisposition: attachment(names.name, names.ascii),
  }
}

/** The whole PDF as bytes (an invoice is a few kilobytes a page): what a mail attaches. */
export async function invoiceBytes(db: Db, order: OrderDetail, env: InvoiceEnv): Promise<Buffer> {
  const file = await invoiceFile(db, order, env)
  return Buffer.from(await new Response(file.body).arrayBuffer())
}
