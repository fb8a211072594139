// staff/content/settings/: the site's texts and links (cookie bar, user agreement, wait list, no-image picture,
// header and footer contacts), for admins only; a change shows on the storefront at once.
import { Hono } from 'hono'
import { SiteSettingsInput } from '../../../../../contract/staff/site-collections'
import type { AppEnv } from '../../../../context'
import { auditActorOf, staffRoles } from '../../access'
import { siteContentChanged } from '../site/changed'
import { bodyOf } from '../site/request'
import { loadSiteSettings, saveSiteSettings } from './settings'

export const staffSettingsRoutes = new Hono<AppEnv>()
  .use('/staff/content/settings/*', staffRoles('admin'))
  .get('/staff/content/settings/', async (c) => c.json(await loadSiteSettings(c.var.ctx.db)))
  .put('/staff/content/settings/', async (c) => {
    const saved = await saveSiteSettings(
      c.var.ctx.db,
      auditActorOf(c),
      await bodyOf(c, SiteSettingsInput),
      c.var.locale,
    )
    siteContentChanged(c.var.ctx)
    return c.json(saved)
  })
