// The administrator invites a colleague: their e-mail and role (buyer or viewer). The server mails a link; the
// invitation then shows in the list below until it is accepted, revoked or expires.
import { useRouter } from '@tanstack/react-router'
import { CompanyInviteBody } from '../../../../contract/company'
import { MEMBER_ROLES } from '../../../../contract/company-roles'
import { m } from '../../../../messages/compiled/messages.js'
import { inviteColleague } from '../../../api/company'
import { acceptedBody } from '../../../lib/forms/validate'
import { useSubmission } from '../../../state/use-submission'
import { Button } from '../../ui/button'
import { ChoiceGroup } from '../../ui/choice-group'
import { TextField } from '../../ui/text-field'
import { FormNotice } from '../form-notice'
import { roleTitle } from '../../../lib/company-role-title'
import styles from './company.module.css'

type Invite = { email: string; role: (typeof MEMBER_ROLES)[number] }

export function InviteColleagueForm() {
  const router = useRouter()
  const form = useSubmission<Invite, Invite, { detail: string }>({
    values: { email: '', role: 'buyer' },
    validate: (values) =>
      acceptedBody(CompanyInviteBody, values) as ReturnType<typeof acceptedBody> & { output: Invite },
    send: async (body, signal) => {
      const answer = await inviteColleague(body, { signal, suppressErrorAlert: true })
      await router.invalidate()
      return answer
    },
    after: () => ({ email: '' }),
  })
  return (
    <form {...form.formProps} className={styles.card} aria-labelledby="company-invite">
      <h2 id="company-invite" className={styles.heading}>
        {m.company_invite_title()}
      </h2>
      <div className={styles.inviteFields}>
        <TextField {...form.bind('email')} label={m.company_invite_email()} type="email" autoComplete="off" required />
        <ChoiceGroup
          legend={m.company_invite_role()}
          name="role"
          value={form.values.role}
          options={MEMBER_ROLES.map((role) => ({ value: role, label: roleTitle(role) }))}
          onValueChange={(role) => form.edit('role', role)}
          errors={form.errors.role}
        />
      </div>
      <p className={styles.note}>{m.company_invite_hint()}</p>
      <div className={styles.footer}>
        <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? m.company_invite_sending() : m.company_invite_submit()}
        </Button>
        {form.success && form.status === 'succeeded' ? (
          <FormNotice tone="success">{form.success.answer.detail}</FormNotice>
        ) : null}
        {form.message ? <FormNotice tone="error">{form.message}</FormNotice> : null}
      </div>
    </form>
  )
}
