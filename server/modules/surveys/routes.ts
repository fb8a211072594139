import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { NotFound } from '../../domain-errors'
import { translate } from '../../i18n'
import { requireUser } from '../../http/require-user'
import { submitResponse } from './responses'
import { listSurveys, loadSurvey } from './surveys'

export const surveyRoutes = new Hono<AppEnv>()
  .get('/surveys/surveys/', async (c) => {
    const user = requireUser(c)
    return c.json(await listSurveys(c.var.ctx.db, user.id, c.var.locale))
  })
  .get('/surveys/surveys/:id/', async (c) => {
    const user = requireUser(c)
    const id = c.req.param('id')
    const survey = /^\d{1,9}$/.test(id) ? await loadSurvey(c.var.ctx.db, Number(id), user.id, c.var.locale) : null
    if (!survey) throw new NotFound(translate('account_survey_not_found', c.var.locale))
    return c.json(survey)
  })
  .post('/surveys/responses/', async (c) => {
    const user = requireUser(c)
    await submitResponse(c.var.ctx.db, user.id, await c.req.json(), c.var.locale)
    return c.json({ detail: translate('account_survey_thanks', c.var.locale) }, 201)
  })
