// The invitations the company has sent and nobody has accepted yet, each revocable (its link stops working).
import { useRouter } from '@tanstack/react-router'
import { formatDate } from '../../../../contract/format/date'
import type { CompanyInvitation } from '../../../../contract/company'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../messages/compiled/runtime.js'
import { revokeInvitation } from '../../../api/company'
import { useRowAction } from '../../../state/use-row-action'
import { Button } from '../../ui/button'
import { FormNotice } from '../form-notice'
import { roleTitle } from '../../../lib/company-role-title'
import styles from './company.module.css'

export function InvitationList({ invitations }: { invitations: CompanyInvitation[] }) {
  return (
    <section aria-labelledby="company-invitations">
      <h2 id="company-invitations" className={styles.sectionTitle}>
        {m.company_invitations_title()}
      </h2>
      <ul className={styles.list}>
        {invitations.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  )
}

function InvitationItem({ invitation }: { invitation: CompanyInvitation }) {
  const router = useRouter()
  const action = useRowAction(() => void router.invalidate())
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <strong className={styles.email}>{invitation.email}</strong>
        <span className={styles.muted}>
          {roleTitle(invitation.role)} ·{' '}
          {m.company_invitation_until({ date: formatDate(invitation.expires_at, getLocale()) })}
        </span>
      </div>
      <Button
        variant="ghost"
        size="sm"
        disabled={action.busy}
        aria-label={m.company_invitation_revoke_label({ email: invitation.email })}
        onClick={() => action.run((signal) => revokeInvitation(invitation.id, { signal, suppressErrorAlert: true }))}
      >
        {m.company_invitation_revoke()}
      </Button>
      {action.message ? <FormNotice tone="error">{action.message}</FormNotice> : null}
    </li>
  )
}
