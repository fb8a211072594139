// What follows every change of site content in the back office (settings, menus, collections, pages, redirects):
// the change signal, so the storefront of every instance shows it at once.
import type { AppContext } from '../../../../context'

export const siteContentChanged = (ctx: Pick<AppContext, 'changes'>): Promise<void> => ctx.changes.publish('site')
