// Invites a staff member: their e-mail, name, role and the language of the invitation. The server creates an
// inactive account and mails a link to set a password; the list below shows them as invited.
import { useRouter } from '@tanstack/react-router'
import { STAFF_ROLES, type StaffRole } from '../../../../contract/staff/roles'
import { InviteBody } from '../../../../contract/staff/team'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../messages/compiled/runtime.js'
import { inviteStaffMember } from '../../../api/staff/team'
import { acceptedBody } from '../../../lib/forms/validate'
import { useSubmission } from '../../../state/use-submission'
import { Button } from '../../ui/button'
import { FieldFrame } from '../../ui/field-frame'
import { FormAlert } from '../../ui/form-alert'
import { TextField } from '../../ui/text-field'
import { roleTitle } from '../shell/staff-areas'
import styles from './team.module.css'

type Invite = { email: string; full_name: string; role: StaffRole; locale: 'ru' | 'en' }

export function InviteForm() {
  const router = useRouter()
  const form = useSubmission<Invite, Invite, { email: string }>({
    values: { email: '', full_name: '', role: 'editor', locale: getLocale() === 'en' ? 'en' : 'ru' },
    validate: (values) => acceptedBody(InviteBody, values) as ReturnType<typeof acceptedBody> & { output: Invite },
    send: async (body, signal) => {
      const member = await inviteStaffMember(body, { signal, suppressErrorAlert: true })
      await router.invalidate()
      return member
    },
    after: () => ({ email: '', full_name: '' }),
  })
  return (
    <form {...form.formProps} className={styles.invite} aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title" className={styles.subtitle}>
        {m.staff_team_invite_title()}
      </h2>
      <div className={styles.inviteFields}>
        <TextField {...form.bind('email')} label={m.staff_team_email()} type="email" autoComplete="off" />
        <TextField {...form.bind('full_name')} label={m.staff_team_full_name()} autoComplete="off" />
        <FieldFrame label={m.staff_team_role()} errors={form.errors.role}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={form.values.role}
              onChange={(event) => form.edit('role', event.currentTarget.value as StaffRole)}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleTitle(role)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label={m.staff_team_mail_language()} errors={form.errors.locale}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={form.values.locale}
              onChange={(event) => form.edit('locale', event.currentTarget.value as 'ru' | 'en')}
            >
              <option value="ru" lang="ru">
                {m.language_ru()}
              </option>
              <option value="en" lang="en">
                {m.language_en()}
              </option>
            </select>
          )}
        </FieldFrame>
        <Button type="submit" disabled={form.busy} className={styles.inviteButton}>
          {m.staff_team_invite_submit()}
        </Button>
      </div>
      {form.message ? <FormAlert title={m.staff_team_invite_failed()}>{form.message}</FormAlert> : null}
      {form.success && form.status !== 'refused' ? (
        <p className={styles.done} role="status">
          {m.staff_team_invite_sent({ email: form.success.answer.email })}
        </p>
      ) : null}
    </form>
  )
}
