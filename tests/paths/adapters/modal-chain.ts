// The header's account dialogs, as a guest: "sign in" in the header opens the sign-in dialog, "forgot your
// password?" leads to recovery, whose form sends authorization/restore/ (held until the path says how it ends:
// the server's own answer, or the server unavailable), a sent link shows "check your mail" whose button goes back
// to sign in; a dialog closes by its close button or Escape, and every dialog closes when the browser goes back
// or forward (the page is opened on the catalogue, then the logo leads home, so there is history to walk).
import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import { SERVER_ERROR_KEY } from '../../../machines/form-errors'
import { modalChainMachine, RECOVERY_ERROR_TITLE_KEY } from '../../../machines/modal-chain.machine'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import type { PathSession } from '../session'
import { DONE, ERROR, modalChainModel, modalChainPaths, UNAVAILABLE } from './modal-chain.model'
import { normalized, signInButton } from './header'

type Context = { email: string; error: unknown; sentMessage: string | null }

const RESTORE = /\/api\/(en\/)?authorization\/restore\/$/

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  await session.open('/catalog/')
  // The logo is named after the site (as the shop configures it) and "home".
  const home = page.getByRole('banner').getByRole('link', { name: new RegExp(` — ${t(m.nav_home)}$`) })
  await home.first().click()
  await page.waitForURL((url) => url.pathname === session.url('/'), { waitUntil: 'commit' })
  const held = await session.hold({ url: (url) => RESTORE.test(url.pathname) })
  // Where the browser's history stands: back to the catalogue, or forward home again.
  let atHome = true
  let sentDetail: string | null = null

  const dialog = (title: string) => page.getByRole('dialog', { name: title, exact: true })
  const login = () => dialog(t(m.modal_login_title))
  const recovery = () => dialog(t(m.modal_recovery_title))
  const sent = () => dialog(t(m.modal_sent_title))
  const form = () => recovery().locator('form')
  const closeButton = (where: Locator) => where.getByRole('button', { name: t(m.alert_close) })

  return {
    act: async ({ event, before }) => {
      switch (event.type) {
        case 'modal.openLogin':
          return signInButton(session).click()
        case 'modal.openRecovery':
          return login()
            .getByRole('button', { name: t(m.modal_login_forgot) })
            .click()
        case 'modal.submit': {
          const { email } = event as { type: string; email: string }
          await recovery()
            .getByRole('textbox', { name: t(m.modal_recovery_email) })
            .fill(email)
          await recovery()
            .getByRole('button', { name: t(m.modal_recovery_submit) })
            .click()
          const { request } = await held.next()
          expect(request.postDataJSON()).toEqual({ email })
          return
        }
        case DONE: {
          const response = await held.release()
          expect(response?.status()).toBe(200)
          sentDetail = ((await response!.json()) as { detail: string }).detail
          return
        }
        case ERROR:
          return held.answer(UNAVAILABLE.status, UNAVAILABLE.data)
        case 'modal.close':
          if (before.matches('sent'))
            return sent()
              .getByRole('button', { name: t(m.modal_sent_back) })
              .click()
          if (before.matches('recovery')) return recovery().press('Escape')
          return closeButton(login()).click()
        case 'route.changed': {
          const to = session.url(atHome ? '/catalog/' : '/')
          await (atHome ? page.goBack({ waitUntil: 'commit' }) : page.goForward({ waitUntil: 'commit' }))
          await page.waitForURL((url) => url.pathname === to, { waitUntil: 'commit' })
          atHome = !atHome
          return
        }
      }
      throw new Error(`no way to do ${event.type} on the page`)
    },
    check: async (state) => {
      const { error } = state.context as Context
      const dialogs = { login: login(), recovery: recovery(), sent: sent() }
      const open = (['login', 'recovery', 'sent'] as const).find((name) => state.matches(name)) ?? null
      if (open) await dialogs[open].waitFor()
      // That dialog alone, and none once closed.
      await eventually(async () => expect(await page.getByRole('dialog').count()).toBe(open ? 1 : 0))
      if (state.matches({ recovery: 'submitting' })) {
        expect(await form().getAttribute('aria-busy')).toBe('true')
        expect(
          await recovery()
            .getByRole('button', { name: t(m.modal_recovery_submit) })
            .isDisabled(),
        ).toBe(true)
        expect(held.waiting).toHaveLength(1)
      }
      if (state.matches({ recovery: 'idle' })) {
        await eventually(async () => expect(await form().getAttribute('aria-busy')).toBeNull())
        const alert = recovery().getByRole('alert')
        if (error) {
          // The only failure the paths provoke is the server unavailable: the generic message under "Error".
          const text = normalized(await alert.textContent())
          expect(text).toContain(normalized(t(m[RECOVERY_ERROR_TITLE_KEY])))
          expect(text).toContain(normalized(t(m[SERVER_ERROR_KEY])))
        } else expect(await alert.count()).toBe(0)
      }
      if (state.matches('sent')) expect(normalized(await sent().textContent())).toContain(normalized(sentDetail))
      if (state.matches('closed') || state.matches('login')) expect(held.waiting).toHaveLength(0)
    },
    describe: async () => {
      const titles = await page.getByRole('dialog').locator('h2').allTextContents()
      return titles.length > 0 ? `dialogs: ${titles.join(', ')}` : 'no dialog'
    },
  }
}

export const modalChainAdapter: PathAdapter = {
  name: 'modal-chain',
  machine: modalChainMachine,
  model: modalChainModel,
  input: undefined,
  paths: modalChainPaths,
  excluded: [],
  as: 'guest',
  writes: { [DONE]: 'the recovery request reaches the server, which counts it and issues a reset link' },
  open,
}
