// The back office's API under /api/staff/: the gate (staff only), who is signed in, and each section's routes,
// every one of which checks its own role (access.ts).
import { Hono } from 'hono'
import { areasOf } from '../../../contract/staff/roles'
import type { StaffMe } from '../../../contract/staff/session'
import type { AppEnv } from '../../context'
import { staffMemberOf } from './access'
import { staffCustomerRoutes } from './customers/routes'
import { staffMediaRoutes } from './media/routes'
import { staffOrdersRoutes } from './orders/routes'
import { staffAboutRoutes } from './content/about/routes'
import { staffPublicationRoutes } from './content/publications/routes'
import { staffSlideRoutes } from './content/slides/routes'
import { staffInboxRoutes } from './inbox/routes'
import { staffAuditRoutes } from './audit/routes'
import { staffTeamRoutes } from './team/routes'
import { staffCollectionsRoutes } from './content/collections/routes'
import { staffPagesRoutes } from './content/pages/routes'
import { staffRedirectsRoutes } from './content/redirects/routes'
import { staffSettingsRoutes } from './content/settings/routes'
import { loadStaffName } from './staff-members'

export const staffRoutes = new Hono<AppEnv>()
  .use('/staff/*', async (c, next) => {
    staffMemberOf(c)
    await next()
  })
  .get('/staff/me/', async (c) => {
    const member = staffMemberOf(c)
    const answer: StaffMe = {
      id: member.id,
      email: member.email,
      full_name: await loadStaffName(c.var.ctx.db, member.id),
      role: member.role,
      areas: [...areasOf(member.role)],
    }
    return c.json(answer)
  })
  .route('/', staffMediaRoutes)
  .route('/', staffOrdersRoutes)
  .route('/', staffPublicationRoutes)
  .route('/', staffSlideRoutes)
  .route('/', staffAboutRoutes)
  .route('/', staffCustomerRoutes)
  .route('/', staffInboxRoutes)
  .route('/', staffAuditRoutes)
  .route('/', staffTeamRoutes)
  .route('/', staffPagesRoutes)
  .route('/', staffRedirectsRoutes)
  .route('/', staffCollectionsRoutes)
  .route('/', staffSettingsRoutes)
