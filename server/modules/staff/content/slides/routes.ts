// staff/content/slides/: the home page's slides, for the editor and the admin; everybody else gets a 404.
import { Hono } from 'hono'
import { MoveBody } from '../../../../../contract/staff/content/fields'
import { SlideBody } from '../../../../../contract/staff/content/slides'
import type { AppEnv } from '../../../../context'
import { objectBody, parseInput } from '../../../../http/validate'
import { auditActorOf, staffArea } from '../../access'
import { idParam } from '../publications/routes'
import { deleteSlide, listSlides, loadSlide, moveSlide, saveSlide } from './slides'

export const staffSlideRoutes = new Hono<AppEnv>()
  .use('/staff/content/slides/*', staffArea('content'))
  .get('/staff/content/slides/', async (c) => c.json({ results: await listSlides(c.var.ctx.db) }))
  .post('/staff/content/slides/', async (c) => {
    const input = parseInput(SlideBody, await objectBody(c), c.var.locale)
    return c.json(await saveSlide(c.var.ctx, auditActorOf(c), null, input, c.var.locale), 201)
  })
  .get('/staff/content/slides/:id/', async (c) => c.json(await loadSlide(c.var.ctx.db, idParam(c), c.var.locale)))
  .put('/staff/content/slides/:id/', async (c) => {
    const id = idParam(c)
    const input = parseInput(SlideBody, await objectBody(c), c.var.locale)
    return c.json(await saveSlide(c.var.ctx, auditActorOf(c), id, input, c.var.locale))
  })
  .delete('/staff/content/slides/:id/', async (c) => {
    await deleteSlide(c.var.ctx, auditActorOf(c), idParam(c), c.var.locale)
    return c.body(null, 204)
  })
  .post('/staff/content/slides/:id/move/', async (c) => {
    const id = idParam(c)
    const { direction } = parseInput(MoveBody, await objectBody(c), c.var.locale)
    return c.json({ results: await moveSlide(c.var.ctx, auditActorOf(c), id, direction, c.var.locale) })
  })
