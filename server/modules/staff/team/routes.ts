// staff/team/: staff users, admin only: the list, an invitation, a role, active or not.
import { Hono } from 'hono'
import { ActiveBody, InviteBody, RoleBody, TeamQuery } from '../../../../contract/staff/team'
import type { AppEnv } from '../../../context'
import { objectBody, parseInput, queryObject } from '../../../http/validate'
import { sendInBackground } from '../../../mail/mailer'
import { resetLink } from '../../../mail/recovery-mail'
import { staffInviteMail } from '../../../mail/staff-invite-mail'
import { auditActorOf, staffArea } from '../access'
import { changeRole, inviteMember, listTeam, reinviteMember, setActive } from './team'

const memberPath = '/staff/team/:id{[0-9]{1,9}}'

export const staffTeamRoutes = new Hono<AppEnv>()
  .use('/staff/team/*', staffArea('team'))
  .get('/staff/team/', async (c) => {
    const query = parseInput(TeamQuery, queryObject(c.req.url), c.var.locale)
    return c.json(await listTeam(c.var.ctx.db, query))
  })
  .post('/staff/team/', async (c) => {
    const { db, env, mailer } = c.var.ctx
    const body = parseInput(InviteBody, await objectBody(c), c.var.locale)
    const invitation = await inviteMember(db, auditActorOf(c), body, c.var.locale)
    const link = resetLink(env.SITE_URL, body.locale, invitation.token)
    sendInBackground(
      mailer,
      staffInviteMail({ email: body.email, fullName: body.full_name, role: body.role }, link, body.locale),
      'a staff invitation',
    )
    return c.json(invitation.member, 201)
  })
  .post(`${memberPath}/role/`, async (c) => {
    const { role } = parseInput(RoleBody, await objectBody(c), c.var.locale)
    return c.json(await changeRole(c.var.ctx.db, auditActorOf(c), Number(c.req.param('id')), role, c.var.locale))
  })
  .post(`${memberPath}/active/`, async (c) => {
    const { is_active } = parseInput(ActiveBody, await objectBody(c), c.var.locale)
    return c.json(await setActive(c.var.ctx.db, auditActorOf(c), Number(c.req.param('id')), is_active, c.var.locale))
  })
  .post(`${memberPath}/invite/`, async (c) => {
    const { db, env, mailer } = c.var.ctx
    const again = await reinviteMember(db, auditActorOf(c), Number(c.req.param('id')), c.var.locale)
    const { member } = again
    sendInBackground(
      mailer,
      staffInviteMail(
        { email: member.email, fullName: again.fullName, role: member.role },
        resetLink(env.SITE_URL, again.locale, again.token),
        again.locale,
      ),
      'a staff invitation',
    )
    return c.json(member)
  })
