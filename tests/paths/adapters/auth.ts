// Who is looking, as a guest who signs in through the header: the page opens as a guest on the catalogue, or
// signs the buyer in through the API and loads again (auth.loaded); the header's dialog signs in (its request
// held until the path lets the server answer: the right password signs in and the page reloads, or resumes in
// place after the session ended; the wrong one is refused), the dialog's "Register" link leads to the
// registration form (held: the server registers the company, or is unavailable); the account menu signs out
// (held: answered by the server, or unavailable after the session was already ended in another tab). On the
// profile page a save (held) makes the account stale, and its answer fetches the account again (held: answered,
// unavailable, 403, 401), unless another tab signed out meanwhile. A session that expired is a dead session cookie
// the next request presents; a refusal (403) is answered for the server.
import type { Route } from 'playwright-core'
import { expect } from 'vitest'
import type { AccountResponse } from '../../../contract/account'
import { authMachine } from '../../../machines/auth.machine'
import { SERVER_ERROR_KEY } from '../../../machines/form-errors'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver, Step } from '../adapter'
import { eventually } from '../eventually'
import type { HeldRequests } from '../held-requests'
import type { PathSession } from '../session'
import {
  ACCOUNT_DONE,
  ACCOUNT_ERROR,
  authModel,
  authPaths,
  EXCLUDED,
  FORBIDDEN,
  INPUT,
  LOGIN_DONE,
  LOGIN_ERROR,
  LOGOUT_DONE,
  LOGOUT_ERROR,
  pathBuyer,
  REGISTER_DONE,
  REGISTER_ERROR,
  REGISTRATION,
  UNAUTHORIZED,
  UNAVAILABLE,
  type ModelContext,
  type ModelEvent,
} from './auth.model'
import { accountMenuButton, normalized, signInButton } from './header'

const api = (path: string) => new RegExp(`^/api/(en/)?${path}$`)
const LOGIN = api('authorization/login/')
const REGISTER = api('authorization/registration/')
const LOGOUT = api('authorization/logout/')
const ACCOUNT = api('my/account/')

/** A session token no session has: the server answers it as a session that expired. */
const DEAD_SESSION = 'x'.repeat(43)

type Held = {
  login: HeldRequests
  register: HeldRequests
  logout: HeldRequests
  save: HeldRequests
  account: HeldRequests
}

/** Holds the auth calls; the account is held only while `holdsAccount()` (the page asks for it on its own too). */
async function holdAll(session: PathSession, holdsAccount: () => boolean): Promise<Held> {
  const rule = (path: RegExp, method: string, when = () => true) => ({
    url: (url: URL) => path.test(url.pathname),
    holds: (request: { method: () => string }) => request.method() === method && when(),
  })
  return {
    login: await session.hold(rule(LOGIN, 'POST')),
    register: await session.hold(rule(REGISTER, 'POST')),
    logout: await session.hold(rule(LOGOUT, 'DELETE')),
    save: await session.hold(rule(ACCOUNT, 'PUT')),
    account: await session.hold(rule(ACCOUNT, 'GET', holdsAccount)),
  }
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, context: browser, t } = session
  const buyer = pathBuyer()
  await session.open('/catalog/')
  // The account is fetched again after a save: that fetch is the machine's `loading`.
  let refreshing = false
  const held = await holdAll(session, () => refreshing)
  /** The event the page last took: what it shows only right after (a form's answer) is checked then. */
  let last = ''
  let registeredEmail = ''
  let buyerName = ''

  const loginDialog = () => page.getByRole('dialog', { name: t(m.modal_login_title), exact: true })
  const endedNotice = () =>
    page.getByRole('alert').filter({ has: page.getByRole('button', { name: t(m.session_ended_dismiss) }) })
  const profileSave = () => page.getByRole('button', { name: t(m.my_profile_save) })
  const markPage = () => page.evaluate(() => void ((window as unknown as { kept?: boolean }).kept = true))
  const pageKept = () => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true)
  const hydrated = async () => void (await page.waitForSelector('html[data-hydrated]'))

  async function openLoginDialog() {
    if (await loginDialog().isVisible()) return
    // After the session expired the notice offers to sign in again; otherwise the header does.
    const again = endedNotice().getByRole('button', { name: t(m.header_login), exact: true })
    await ((await again.isVisible()) ? again : signInButton(session)).click()
    await loginDialog().waitFor()
  }

  async function onProfilePage() {
    if (new URL(page.url()).pathname !== session.url('/my/')) await session.open('/my/')
    await profileSave().waitFor()
  }

  /** Saves the profile as it is; the save (PUT my/account/) is held. */
  async function saveProfile() {
    await onProfilePage()
    await profileSave().click()
    await held.save.next()
  }

  /** The account menu's link to the order history, a page whose data the API gives. */
  async function toOrderHistory() {
    await accountMenuButton(session, buyerName).click()
    await page
      .getByRole('banner')
      .getByRole('link', { name: t(m.modal_menu_history), exact: true })
      .click()
  }

  async function signOutElsewhere() {
    await session.api('DELETE', 'authorization/logout/')
  }

  async function act(step: Step) {
    await actOn(step)
    last = step.event.type
  }

  async function actOn({ event, before }: Step) {
    const modelEvent = event as ModelEvent
    const { ended } = before.context as ModelContext
    switch (modelEvent.type) {
      case 'auth.loaded':
        if (!modelEvent.user) return
        await session.api('POST', 'authorization/login/', { username: buyer.email, password: buyer.password })
        return session.open('/catalog/')
      case 'auth.login': {
        await openLoginDialog()
        await loginDialog().getByLabel(t(m.modal_login_email), { exact: true }).fill(modelEvent.username)
        await loginDialog().getByLabel(t(m.modal_login_password), { exact: true }).fill(modelEvent.password)
        await markPage()
        await loginDialog()
          .getByRole('button', { name: t(m.modal_login_submit), exact: true })
          .click()
        const { request } = await held.login.next()
        expect(request.postDataJSON()).toEqual({ username: modelEvent.username, password: modelEvent.password })
        return
      }
      case LOGIN_DONE: {
        if (ended) {
          // Signing in again after the session ended resumes the page as it is.
          expect((await held.login.release())?.status()).toBe(200)
          await loginDialog().waitFor({ state: 'hidden' })
          expect(await pageKept()).toBe(true)
          return
        }
        await Promise.all([page.waitForEvent('load'), held.login.release()])
        await hydrated()
        expect(await pageKept()).toBe(false)
        return
      }
      case LOGIN_ERROR:
        expect((await held.login.release())?.status()).toBe(400)
        return
      case 'auth.edit':
        return loginDialog().getByLabel(t(m.modal_login_email), { exact: true }).fill(`${buyer.email} `)
      case 'auth.dismissEnded':
        // The notice is behind the sign-in dialog when that is open: it is closed first.
        if (await loginDialog().isVisible()) await loginDialog().press('Escape')
        return endedNotice()
          .getByRole('button', { name: t(m.session_ended_dismiss) })
          .click()
      case 'auth.register':
        return register()
      case REGISTER_DONE:
        expect((await held.register.release())?.status()).toBe(201)
        return
      case REGISTER_ERROR:
        return held.register.answer(UNAVAILABLE.status, UNAVAILABLE.data)
      case 'auth.logout':
        await accountMenuButton(session, buyerName).click()
        await page
          .getByRole('banner')
          .getByRole('button', { name: t(m.modal_menu_logout), exact: true })
          .click()
        await held.logout.next()
        return
      case LOGOUT_DONE:
        await Promise.all([page.waitForURL((url) => url.pathname === session.url('/')), held.logout.release()])
        return hydrated()
      case LOGOUT_ERROR:
        // The server fails the sign-out; the session was already ended in another tab, so home is a guest's.
        await signOutElsewhere()
        await Promise.all([
          page.waitForURL((url) => url.pathname === session.url('/')),
          held.logout.answer(UNAVAILABLE.status, UNAVAILABLE.data),
        ])
        return hydrated()
      case 'auth.unauthorized':
        if (before.matches('loading')) {
          await held.account.answer(UNAUTHORIZED.status, UNAUTHORIZED.data)
          // As the server's answer to an expired session does, the browser drops the dead session cookie.
          await browser.clearCookies({ name: 'session' })
          return
        }
        // The session died on the server; the next page the buyer opens presents its cookie.
        await browser.addCookies([
          { name: 'session', value: DEAD_SESSION, url: new URL('/', page.url()).href, httpOnly: true, sameSite: 'Lax' },
        ])
        return toOrderHistory()
      case 'auth.reject':
        if (before.matches('loading')) return held.account.answer(FORBIDDEN.status, FORBIDDEN.data)
        // The order history's first call is refused.
        await page.route(
          (url) => url.pathname.startsWith('/api/') && !ACCOUNT.test(url.pathname),
          (route: Route) => route.fulfill({ status: FORBIDDEN.status, json: FORBIDDEN.data }),
          { times: 1 },
        )
        return toOrderHistory()
      case 'auth.markStale':
        return saveProfile()
      case 'auth.refresh': {
        if (held.save.waiting.length === 0) await saveProfile()
        if ((modelEvent as { session?: string }).session === 'gone') {
          // The save is answered after the buyer signed out in another tab: no session is left to ask about.
          const { route } = held.save.waiting.shift()!
          const response = await route.fetch()
          await signOutElsewhere()
          await route.fulfill({ response })
          return
        }
        refreshing = true
        expect((await held.save.release())?.status()).toBe(200)
        await held.account.next()
        refreshing = false
        return
      }
      case ACCOUNT_DONE:
        expect((await held.account.release())?.status()).toBe(200)
        return
      case ACCOUNT_ERROR:
        return held.account.answer(UNAVAILABLE.status, UNAVAILABLE.data)
    }
    throw new Error(`no way to do ${modelEvent.type} on the page`)
  }

  async function register() {
    await openLoginDialog()
    await loginDialog()
      .getByRole('link', { name: t(m.modal_login_register), exact: true })
      .click()
    await page.waitForURL((url) => url.pathname === session.url('/auth/registration/'), { waitUntil: 'commit' })
    const form = page.locator('main form')
    const body = { ...REGISTRATION, email: `paths-${Date.now().toString(36)}@example.com` }
    registeredEmail = body.email
    await form.getByLabel(t(m.registration_user_type_legal)).check()
    await form.getByLabel(t(m.registration_organization_name)).fill(body.organization_name)
    await form.getByLabel(t(m.registration_inn)).fill(body.organization_inn)
    await form.getByLabel(t(m.registration_legal_address), { exact: true }).fill(body.legal_address)
    await form.getByLabel(t(m.registration_same_address)).check()
    await form.getByLabel(t(m.registration_full_name)).fill(body.full_name)
    await form.getByLabel(t(m.registration_phone)).fill(body.phone)
    await form.getByLabel(t(m.registration_email)).fill(body.email)
    await form.getByLabel(t(m.registration_password), { exact: true }).fill(body.password)
    await form.getByLabel(t(m.registration_password_repeat)).fill(body.password_repeat)
    await form.getByRole('button', { name: t(m.registration_submit) }).click()
    const { request } = await held.register.next()
    expect(request.postDataJSON()).toMatchObject({ email: body.email, organization_inn: body.organization_inn })
  }

  async function checkSignedIn() {
    const { user } = await session.api<AccountResponse>('GET', 'my/account/')
    buyerName = user.full_name || user.organization_name || user.email
    expect(user.email.toLowerCase()).toBe(buyer.email.toLowerCase())
    await accountMenuButton(session, buyerName).waitFor()
    expect(await signInButton(session).count()).toBe(0)
  }

  async function checkGuest(context: ModelContext) {
    await signInButton(session).waitFor()
    if (context.ended) expect(normalized(await endedNotice().textContent())).toContain(t(m.session_ended_expired))
    else expect(await endedNotice().count()).toBe(0)
    if (context.loginErrors && (last === LOGIN_ERROR || last === 'auth.edit')) {
      const alert = loginDialog().getByRole('alert')
      await alert.waitFor()
      expect(normalized(await alert.textContent())).toContain(normalized(t(m.modal_login_failed)))
    }
    if (context.registered && last === REGISTER_DONE) {
      const done = page.getByRole('status').getByRole('heading', { name: t(m.registration_success_title) })
      await done.waitFor()
      expect(registeredEmail).not.toBe('')
    }
    if (context.registerErrors && last === REGISTER_ERROR) {
      const alert = page.locator('main form').getByRole('alert')
      await alert.waitFor()
      const text = normalized(await alert.textContent())
      expect(text).toContain(normalized(t(m.registration_failed)))
      expect(text).toContain(normalized(t(m[SERVER_ERROR_KEY])))
    }
  }

  return {
    act,
    check: async (state) => {
      const context = state.context as ModelContext
      // A request held is what the machine waits on; none is left waiting elsewhere.
      const waiting = Object.entries(held)
        .filter(([, requests]) => requests.waiting.length > 0)
        .map(([name]) => name)
      if (state.matches('unknown') || state.matches('guest')) {
        expect(waiting).toEqual([])
        return checkGuest(context)
      }
      if (state.matches('signedIn')) {
        // Right after a save was sent it waits for its answer; the form shows it busy.
        const saving = last === 'auth.markStale'
        expect(waiting).toEqual(saving ? ['save'] : [])
        await checkSignedIn()
        if (saving) expect(await profileSave().count()).toBe(0)
        return
      }
      if (state.matches('loggingIn')) {
        expect(waiting).toEqual(['login'])
        expect(await loginDialog().locator('form').getAttribute('aria-busy')).toBe('true')
        return
      }
      if (state.matches('registering')) {
        expect(waiting).toEqual(['register'])
        expect(await page.locator('main form').getAttribute('aria-busy')).toBe('true')
        return
      }
      if (state.matches('loggingOut')) {
        expect(waiting).toEqual(['logout'])
        return
      }
      // loading: the account is being fetched for the buyer still shown.
      expect(waiting).toEqual(['account'])
      await accountMenuButton(session, buyerName).waitFor()
      await eventually(async () => expect(await page.getByText(t(m.my_profile_saved)).count()).toBe(1))
    },
    describe: async () => {
      const dialogs = await page.getByRole('dialog').locator('h2').allTextContents()
      const signedIn = (await signInButton(session).count()) === 0
      return `${signedIn ? 'signed in' : 'a guest'}${dialogs.length > 0 ? `; dialogs: ${dialogs.join(', ')}` : ''}`
    },
  }
}

export const authAdapter: PathAdapter = {
  name: 'auth',
  machine: authMachine,
  model: authModel,
  input: INPUT,
  paths: authPaths,
  excluded: EXCLUDED,
  as: 'guest',
  writes: {
    [REGISTER_DONE]: 'registers a new company, which waits for activation by staff',
    'auth.markStale': "saves the buyer's profile (as it is)",
    'auth.refresh': "saves the buyer's profile (as it is) when no save is under way",
  },
  open,
}
