// Registrations with the company's INN waiting for the administrator: accepted with a role, or declined.
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import type { CompanyJoinRequest } from '../../../../contract/company'
import { MEMBER_ROLES } from '../../../../contract/company-roles'
import { m } from '../../../../messages/compiled/messages.js'
import { acceptJoinRequest, declineJoinRequest } from '../../../api/company'
import { useRowAction } from '../../../state/use-row-action'
import { Button } from '../../ui/button'
import { FormNotice } from '../form-notice'
import { roleTitle } from '../../../lib/company-role-title'
import styles from './company.module.css'

export function JoinRequestList({ requests }: { requests: CompanyJoinRequest[] }) {
  return (
    <section aria-labelledby="company-requests" className={styles.requests}>
      <h2 id="company-requests" className={styles.sectionTitle}>
        {m.company_requests_title()}
      </h2>
      <ul className={styles.list}>
        {requests.map((request) => (
          <JoinRequestItem key={request.id} request={request} />
        ))}
      </ul>
    </section>
  )
}

function JoinRequestItem({ request }: { request: CompanyJoinRequest }) {
  const router = useRouter()
  const action = useRowAction(() => void router.invalidate())
  const [role, setRole] = useState<(typeof MEMBER_ROLES)[number]>('buyer')
  const options = { suppressErrorAlert: true }
  return (
    <li className={styles.item} data-request-email={request.email}>
      <div className={styles.itemText}>
        <strong>{request.full_name}</strong>
        <span className={styles.muted}>
          {request.email} · {request.phone}
        </span>
      </div>
      <div className={styles.itemActions}>
        <select
          className={styles.select}
          aria-label={m.company_request_role_label({ name: request.full_name })}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as typeof role)}
        >
          {MEMBER_ROLES.map((value) => (
            <option key={value} value={value}>
              {roleTitle(value)}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          disabled={action.busy}
          onClick={() => action.run((signal) => acceptJoinRequest(request.id, { role }, { ...options, signal }))}
        >
          {m.company_request_accept()}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={action.busy}
          onClick={() => action.run((signal) => declineJoinRequest(request.id, { ...options, signal }))}
        >
          {m.company_request_decline()}
        </Button>
      </div>
      {action.message ? <FormNotice tone="error">{action.message}</FormNotice> : null}
    </li>
  )
}
