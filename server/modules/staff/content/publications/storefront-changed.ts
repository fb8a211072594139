// What must follow any back-office change of content the storefront shows (publications, slides, the about
// section, features): the change signal, so every shared cache of every instance drops what it holds and the next
// visitor and the next crawler read the database again.
import type { AppContext } from '../../../../context'

export const storefrontContentChanged = (ctx: Pick<AppContext, 'changes'>): Promise<void> =>
  ctx.changes.publish('content')
