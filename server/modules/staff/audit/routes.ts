// staff/audit/: the audit log, admin only: the filtered, paged list and one entry with its diff.
import { Hono } from 'hono'
import { AuditQuery } from '../../../../contract/staff/audit'
import type { AppEnv } from '../../../context'
import { NotFound } from '../../../domain-errors'
import { parseInput, queryObject } from '../../../http/validate'
import { translate } from '../../../i18n'
import { staffArea } from '../access'
import { auditEntry, listAudit } from './audit-log'

export const staffAuditRoutes = new Hono<AppEnv>()
  .use('/staff/audit/*', staffArea('audit'))
  .get('/staff/audit/', async (c) => {
    const query = parseInput(AuditQuery, queryObject(c.req.url), c.var.locale)
    return c.json(await listAudit(c.var.ctx.db, query))
  })
  .get('/staff/audit/:id{[0-9]{1,12}}/', async (c) => {
    const entry = await auditEntry(c.var.ctx.db, Number(c.req.param('id')))
    if (!entry) throw new NotFound(translate('api_not_found', c.var.locale))
    return c.json(entry)
  })
