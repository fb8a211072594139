// Modes both exchange types share: init, file (the upload), complete and deactivate.
import { textAnswer } from './answers'
import type { ExchangeCall } from './exchange-call'
import { forgetImports } from './imports'
import { appendBody, clearArea, confinedPath } from './upload-area'

/** 1C starts over: the session's files and imports are forgotten. */
export async function init({ c, session, area, settings }: ExchangeCall): Promise<Response> {
  await forgetImports(c.var.ctx.db, session.id)
  await clearArea(area)
  return textAnswer(`zip=${settings.zip ? 'yes' : 'no'}`, `file_limit=${settings.fileLimit}`)
}

/** Appends the request body to the named file of the upload area; returns its path. */
export async function saveUpload({ c, area, settings }: ExchangeCall): Promise<string> {
  const file = confinedPath(area, c.req.query('filename'))
  await appendBody(file, c.req.raw.body, c.req.header('content-length'), settings.fileLimit)
  return file
}

export const accepted = async () => textAnswer('success')
