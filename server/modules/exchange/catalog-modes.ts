// type=catalog: the catalogue, prices and stock come in as files, each imported in the background.
import { Refused } from '../../domain-errors'
import { translate } from '../../i18n'
import { failureAnswer, textAnswer } from './answers'
import { accepted, init, saveUpload } from './common-modes'
import type { ExchangeCall, ModeHandler } from './exchange-call'
import { catalogueImport } from './imports'
import { unpackPendingZips } from './unzip'
import { confinedPath } from './upload-area'

/** Any uploaded XML goes to the importer, which decides what it reads (import*, offers*; 2.08+ prices*, rests*). */
function xmlFilename(call: ExchangeCall): string {
  const filename = call.c.req.query('filename') ?? ''
  if (!filename.toLowerCase().endsWith('.xml')) throw new Refused(translate('exchange_1c_not_xml', 'ru'))
  return filename
}

async function importFile(call: ExchangeCall): Promise<Response> {
  const { c, area, session, settings, services, logger } = call
  const filename = xmlFilename(call)
  const file = confinedPath(area, filename)
  if (settings.zip) await unpackPendingZips(area, settings.unzipLimit)
  const state = await catalogueImport(
    { db: c.var.ctx.db, services, logger },
    { sessionId: session.id, filename, file, filesDir: area },
  )
  if (state.status === 'running') return textAnswer('progress', state.message)
  return state.status === 'success' ? textAnswer('success') : failureAnswer(state.message)
}

export const catalogModes: Record<string, ModeHandler> = {
  init,
  file: async (call) => {
    await saveUpload(call)
    return textAnswer('success')
  },
  import: importFile,
  complete: accepted,
  deactivate: accepted,
}
