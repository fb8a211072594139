// staff/content/about/ and staff/content/features/: the about section and the feature tiles, for the editor and
// the admin; everybody else gets a 404.
import { Hono } from 'hono'
import { AboutBody, FeatureBody } from '../../../../../contract/staff/content/about'
import { MoveBody } from '../../../../../contract/staff/content/fields'
import type { AppEnv } from '../../../../context'
import { objectBody, parseInput } from '../../../../http/validate'
import { auditActorOf, staffArea } from '../../access'
import { idParam } from '../publications/routes'
import { deleteFeature, listFeatures, loadAbout, moveFeature, saveAbout, saveFeature } from './about'

export const staffAboutRoutes = new Hono<AppEnv>()
  .use('/staff/content/about/*', staffArea('content'))
  .use('/staff/content/features/*', staffArea('content'))
  .get('/staff/content/about/', async (c) => c.json(await loadAbout(c.var.ctx.db)))
  .put('/staff/content/about/', async (c) => {
    const input = parseInput(AboutBody, await objectBody(c), c.var.locale)
    return c.json(await saveAbout(c.var.ctx, auditActorOf(c), input))
  })
  .get('/staff/content/features/', async (c) => c.json({ results: await listFeatures(c.var.ctx.db) }))
  .post('/staff/content/features/', async (c) => {
    const input = parseInput(FeatureBody, await objectBody(c), c.var.locale)
    return c.json(await saveFeature(c.var.ctx, auditActorOf(c), null, input, c.var.locale), 201)
  })
  .put('/staff/content/features/:id/', async (c) => {
    const id = idParam(c)
    const input = parseInput(FeatureBody, await objectBody(c), c.var.locale)
    return c.json(await saveFeature(c.var.ctx, auditActorOf(c), id, input, c.var.locale))
  })
  .delete('/staff/content/features/:id/', async (c) => {
    await deleteFeature(c.var.ctx, auditActorOf(c), idParam(c), c.var.locale)
    return c.body(null, 204)
  })
  .post('/staff/content/features/:id/move/', async (c) => {
    const id = idParam(c)
    const { direction } = parseInput(MoveBody, await objectBody(c), c.var.locale)
    return c.json({ results: await moveFeature(c.var.ctx, auditActorOf(c), id, direction, c.var.locale) })
  })
