// Which API paths take more than a small JSON body: file uploads (multipart) and the back office's content.
import type { Env } from '../env'

const QUICK_ORDER_FILE = /^\/api\/(?:en\/)?orders\/fast\/$/
const STAFF_IMAGE = /^\/api\/(?:en\/)?staff\/media\/$/
const STAFF = /^\/api\/(?:en\/)?staff\//

/** Paths that take a multipart upload besides JSON. */
export const takesUpload = (path: string) => QUICK_ORDER_FILE.test(path) || STAFF_IMAGE.test(path)

/** The largest body a path takes: a quick-order file, a staff image, a staff edit (long pages), else a form. */
export function bodyLimitOf(path: string, env: Env): number {
  if (QUICK_ORDER_FILE.test(path)) return env.UPLOAD_LIMIT_BYTES
  if (STAFF_IMAGE.test(path)) return env.IMAGE_UPLOAD_LIMIT_BYTES
  if (STAFF.test(path)) return env.STAFF_BODY_LIMIT_BYTES
  return env.BODY_LIMIT_BYTES
}
