// The upload area of an exchange session, `<EXCHANGE_1C_DIR>/<session id>/`: names 1C gives are confined to it,
// and a request body is streamed onto the end of its file, never held whole.
import { mkdir, open, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Refused } from '../../domain-errors'
import { translate } from '../../i18n'

export const areaOf = (root: string, sessionId: number) => path.join(root, String(sessionId))

const badFilename = () => new Refused(translate('exchange_1c_bad_filename', 'ru'))

/**
 * The absolute path of `name` inside `area`. Relative paths with forward slashes only (`import_files/ab/x.jpg`);
 * absolute paths, drive letters, backslashes, NUL, `.` and `..` segments, and anything resolving outside are
 * refused.
 */
export function confinedPath(area: string, name: string | undefined): string {
  if (!name || name.length > 1000 || /[\\\0:]/.test(name) || name.startsWith('/')) throw badFilename()
  const segments = name.split('/')
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) throw badFilename()
  const resolved = path.resolve(area, name)
  if (!resolved.startsWith(area + path.sep)) throw badFilename()
  return resolved
}

export async function clearArea(area: string): Promise<void> {
  await rm(area, { recursive: true, force: true })
}

export async function fileExists(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  )
}

type UncancelledValues = { values(options: { preventCancel: true }): AsyncIterable<Uint8Array> }

const tooLarge = (limit: number) => new Refused(translate('exchange_1c_file_too_large', 'ru', { limit }))

/**
 * Appends `body` to `file`, at most `limit` bytes of it; over the limit the file is cut back to what it was and
 * the part refused. A declared Content-Length over the limit is refused before anything is read.
 */
export async function appendBody(
  file: string,
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | undefined,
  limit: number,
): Promise<void> {
  if (declaredLength !== undefined && Number(declaredLength) > limit) throw tooLarge(limit)
  await mkdir(path.dirname(file), { recursive: true })
  const existed = await fileExists(file)
  const handle = await open(file, 'a')
  let refused = false
  try {
    const before = (await handle.stat()).size
    if (!body) return
    let size = 0
    // Not cancelled at the limit: cancelling an in-process Request's body mid-pump makes Node's fetch reject
    // where nobody can catch it (see http/request-limits); the server discards the rest.
    for await (const chunk of (body as unknown as UncancelledValues).values({ preventCancel: true })) {
      size += chunk.length
      if (size > limit) {
        refused = true
        await handle.truncate(before)
        throw tooLarge(limit)
      }
      await handle.write(chunk)
    }
  } finally {
    await handle.close()
    // A refused first part leaves no empty file behind for mode=import to find.
    if (refused && !existed) await rm(file, { force: true })
  }
}
