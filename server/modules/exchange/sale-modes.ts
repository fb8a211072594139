// type=sale: orders go out as a document (query, then success), and 1C's documents come back (file).
import { rm } from 'node:fs/promises'
import { textAnswer } from './answers'
import { accepted, init, saveUpload } from './common-modes'
import type { ExchangeCall, ModeHandler } from './exchange-call'
import { unpackZip } from './unzip'

async function query({ services }: ExchangeCall): Promise<Response> {
  const document = await services.ordersDocument()
  return new Response(new Uint8Array(document.body), { headers: { 'Content-Type': document.contentType } })
}

async function confirm({ services }: ExchangeCall): Promise<Response> {
  await services.confirmOrders()
  return textAnswer('success')
}

/** Documents are small and applied at once; a zip (zip=yes) is unpacked and each XML in it applied in turn. */
async function applyDocuments(call: ExchangeCall): Promise<Response> {
  const file = await saveUpload(call)
  const { settings, area, services } = call
  const zipped = settings.zip && file.toLowerCase().endsWith('.zip')
  const unpacked = zipped ? await unpackZip(file, area, settings.unzipLimit) : []
  const documents = zipped ? unpacked.filter((item) => item.toLowerCase().endsWith('.xml')) : [file]
  try {
    for (const document of documents) await services.applyOrderDocuments(document)
  } finally {
    // Applied (or refused) files go, so a later file of the same name is not appended to this one.
    for (const item of [file, ...unpacked]) await rm(item, { force: true })
  }
  return textAnswer('success')
}

export const saleModes: Record<string, ModeHandler> = {
  init,
  file: applyDocuments,
  query,
  success: confirm,
  complete: accepted,
  deactivate: accepted,
}
