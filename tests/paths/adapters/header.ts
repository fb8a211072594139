// The header's account controls, as the auth and dialog adapters find them: a guest's "sign in", a signed-in
// buyer's account menu (named after the buyer) with its "sign out".
import { m } from '../../../messages/compiled/messages.js'
import type { PathSession } from '../session'

export const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

export const signInButton = ({ page, t }: PathSession) =>
  page.getByRole('banner').getByRole('button', { name: t(m.header_login), exact: true })

/** The account menu's toggle: `name` as the header shows the buyer (full name, else organization, else e-mail). */
export const accountMenuButton = ({ page, t }: PathSession, name: string) =>
  page.getByRole('banner').getByRole('button', { name: t(m.modal_menu_open, { name }), exact: true })
