// staff/media/: a picture for the content staff edit (multipart: `file`, `purpose`), answered with its address.
import { Hono } from 'hono'
import { isImagePurpose } from '../../../../contract/staff/media'
import type { AppEnv } from '../../../context'
import { InvalidFields } from '../../../domain-errors'
import { translate } from '../../../i18n'
import { recordAudit } from '../../audit/record'
import { auditActorOf, staffArea } from '../access'
import { NotAPicture, storeImage } from './store-image'

export const staffMediaRoutes = new Hono<AppEnv>()
  .use('/staff/media/*', staffArea('content'))
  .post('/staff/media/', async (c) => {
    const locale = c.var.locale
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const purpose = String(form.purpose ?? '')
    if (!isImagePurpose(purpose)) throw new InvalidFields({ purpose: [translate('staff_media_bad_purpose', locale)] })
    const file = form.file
    if (!(file instanceof File) || file.size === 0)
      throw new InvalidFields({ file: [translate('staff_media_file_required', locale)] })
    try {
      const image = await storeImage(c.var.ctx.mediaDir, Buffer.from(await file.arrayBuffer()), purpose)
      await recordAudit(c.var.ctx.db, auditActorOf(c), {
        action: 'media.upload',
        summary: `${purpose}: ${file.name.slice(0, 200)}`,
        after: image,
      })
      return c.json(image, 201)
    } catch (error) {
      if (error instanceof NotAPicture) throw new InvalidFields({ file: [translate('staff_media_not_image', locale)] })
      throw error
    }
  })
