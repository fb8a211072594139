// my/company/… (the signed-in user's company: everybody of it reads, its administrators invite colleagues and
// answer join requests) and company-invitations/{token}/… (the invited colleague's page, before any account).
import { Hono, type Context } from 'hono'
import { CompanyInviteBody, InvitationAcceptBody, invitationToken, JoinAcceptBody } from '../../../contract/company'
import type { InvitationAcceptResponse } from '../../../contract/company'
import type { AppEnv, SessionUser } from '../../context'
import { NotAllowed, NotFound } from '../../domain-errors'
import { buyerOf } from '../../http/buyer'
import { setSessionCookies } from '../../http/session-cookies'
import { objectBody, parseInput } from '../../http/validate'
import { translate } from '../../i18n'
import { companyInvitationLink, companyInviteMail, joinDecisionMail } from '../../mail/company-mail'
import { sendInBackground } from '../../mail/mailer'
import { issueSession } from '../auth/sessions'
import { loadCompanyPage } from './company-view'
import { acceptInvitation, inviteColleague, previewInvitation, revokeInvitation } from './invitations'
import { acceptJoinRequest, declineJoinRequest, type JoinAnswer } from './join-requests'

type C = Context<AppEnv>

const ID = /^[1-9]\d{0,9}$/

function idParam(c: C): number {
  const raw = c.req.param('id') ?? ''
  if (!ID.test(raw) || Number(raw) > 2_147_483_647) throw new NotFound(translate('api_not_found', c.var.locale))
  return Number(raw)
}

/** The company's administrator making the request; another user of it gets 403, a user of none 404. */
function companyAdminOf(c: C): SessionUser {
  const user = buyerOf(c)
  if (user.companyId === null) throw new NotFound(translate('company_none', c.var.locale))
  if (user.companyRole !== 'admin') throw new NotAllowed(translate('company_admin_only', c.var.locale))
  return user
}

const tokenOf = (c: C) => parseInput(invitationToken, c.req.param('token'), c.var.locale)

function tellRequester(c: C, answer: JoinAnswer, accepted: boolean) {
  const { mailer, env } = c.var.ctx
  sendInBackground(mailer, joinDecisionMail(answer.person, answer.company, accepted, env.SITE_URL), 'a join answer')
}

export const companyRoutes = new Hono<AppEnv>()
  .get('/my/company/', async (c) => {
    const page = await loadCompanyPage(c.var.ctx.db, buyerOf(c))
    if (!page) throw new NotFound(translate('company_none', c.var.locale))
    return c.json(page)
  })
  .post('/my/company/invitations/', async (c) => {
    const admin = companyAdminOf(c)
    const { db, env, mailer } = c.var.ctx
    const locale = c.var.locale
    const body = parseInput(CompanyInviteBody, await objectBody(c), locale)
    const sent = await inviteColleague(db, admin, body, locale)
    sendInBackground(
      mailer,
      companyInviteMail(sent, companyInvitationLink(env.SITE_URL, locale, sent.token), locale),
      'a company invitation',
    )
    return c.json({ detail: translate('company_invite_sent', locale, { email: sent.email }) }, 201)
  })
  .delete('/my/company/invitations/:id/', async (c) => {
    const admin = companyAdminOf(c)
    await revokeInvitation(c.var.ctx.db, admin, idParam(c), c.var.locale)
    return c.json({ detail: translate('company_invite_revoked', c.var.locale) })
  })
  .post('/my/company/requests/:id/accept/', async (c) => {
    const admin = companyAdminOf(c)
    const locale = c.var.locale
    const id = idParam(c)
    const { role } = parseInput(JoinAcceptBody, await objectBody(c), locale)
    tellRequester(c, await acceptJoinRequest(c.var.ctx.db, admin, id, role, locale), true)
    return c.json({ detail: translate('company_request_accepted', locale) })
  })
  .post('/my/company/requests/:id/decline/', async (c) => {
    const admin = companyAdminOf(c)
    const locale = c.var.locale
    tellRequester(c, await declineJoinRequest(c.var.ctx.db, admin, idParam(c), locale), false)
    return c.json({ detail: translate('company_request_declined', locale) })
  })
  .get('/company-invitations/:token/', async (c) =>
    c.json(await previewInvitation(c.var.ctx.db, tokenOf(c), c.var.locale)),
  )
  .post('/company-invitations/:token/accept/', async (c) => {
    const { db } = c.var.ctx
    const locale = c.var.locale
    const token = tokenOf(c)
    const body = parseInput(InvitationAcceptBody, await objectBody(c), locale)
    const accepted = await acceptInvitation(db, token, body, locale)
    if (!accepted.companyActive) return c.json({ signed_in: false } satisfies InvitationAcceptResponse, 201)
    const session = await issueSession(db, accepted.userId, c.req.header('user-agent'))
    setSessionCookies(c, session.token, session.lifetimeSeconds)
    return c.json({ signed_in: true } satisfies InvitationAcceptResponse, 201)
  })
