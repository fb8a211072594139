// staff/inbox/: feedback and vacancy responses (handled or not), survey answers and their CSV, the wait list.
// Every staff role with the inbox section.
import { Hono } from 'hono'
import { HandledBody, MessagesQuery, WaitListQuery } from '../../../../contract/staff/inbox'
import type { AppEnv } from '../../../context'
import { objectBody, parseInput, queryObject } from '../../../http/validate'
import { auditActorOf, staffArea } from '../access'
import { listMessages, loadMessage, markHandled } from './messages'
import { listSurveys, surveyAnswers, surveyCsv } from './surveys'
import { listWaitList } from './wait-list'

const id = ':id{[0-9]{1,9}}'

export const staffInboxRoutes = new Hono<AppEnv>()
  .use('/staff/inbox/*', staffArea('inbox'))
  .get('/staff/inbox/messages/', async (c) => {
    const query = parseInput(MessagesQuery, queryObject(c.req.url), c.var.locale)
    return c.json(await listMessages(c.var.ctx.db, query))
  })
  .get(`/staff/inbox/messages/${id}/`, async (c) =>
    c.json(await loadMessage(c.var.ctx.db, Number(c.req.param('id')), c.var.locale)),
  )
  .post(`/staff/inbox/messages/${id}/handled/`, async (c) => {
    const { handled } = parseInput(HandledBody, await objectBody(c), c.var.locale)
    const message = await markHandled(c.var.ctx.db, auditActorOf(c), Number(c.req.param('id')), handled, c.var.locale)
    return c.json(message)
  })
  .get('/staff/inbox/surveys/', async (c) => c.json(await listSurveys(c.var.ctx.db, c.var.locale)))
  .get(`/staff/inbox/surveys/${id}/`, async (c) =>
    c.json(await surveyAnswers(c.var.ctx.db, Number(c.req.param('id')), c.var.locale)),
  )
  .get(`/staff/inbox/surveys/${id}/csv/`, async (c) => {
    const csv = await surveyCsv(c.var.ctx.db, Number(c.req.param('id')), c.var.locale)
    return c.body(csv.body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csv.name}"`,
    })
  })
  .get('/staff/inbox/wait-list/', async (c) => {
    const query = parseInput(WaitListQuery, queryObject(c.req.url), c.var.locale)
    return c.json(await listWaitList(c.var.ctx.db, query, c.var.locale))
  })
