// The company account in a customer's card: the company switched on or off as a whole (off signs every user of it
// out), its users with their roles (changed here, or taken out of the company) and the registrations waiting for
// its administrator. Each change goes through a row action and reloads the card.
import type { CompanyRole } from '../../../../contract/company-roles'
import { COMPANY_ROLES } from '../../../../contract/company-roles'
import type { CustomerDetail } from '../../../../contract/staff/customers'
import type { StaffCompany } from '../../../../contract/company'
import { m } from '../../../../messages/compiled/messages.js'
import { getCustomer, setCompanyActive, setCompanyRole } from '../../../api/staff/customers'
import { roleTitle } from '../../../lib/company-role-title'
import { useRowAction } from '../../../state/use-row-action'
import { AppLink } from '../../ui/app-link'
import { Button } from '../../ui/button'
import styles from './customers.module.css'

type Props = { customer: CustomerDetail; company: StaffCompany; onChanged: (customer: CustomerDetail) => void }

export function CompanyAccountSection({ customer, company, onChanged }: Props) {
  const action = useRowAction(() => undefined)
  const options = { suppressErrorAlert: true }
  /** Runs a change, then reloads this card (the change may be of another user of the company). */
  const change = (call: (signal: AbortSignal) => Promise<unknown>) =>
    action.run(async (signal) => {
      await call(signal)
      onChanged(await getCustomer(customer.id, { ...options, signal }))
    })
  return (
    <div className={styles.companyAccount}>
      <p className={styles.companyState} data-active={company.is_active || undefined}>
        <strong>
          {company.name} · {company.inn}
        </strong>
        <span>{company.is_active ? m.staff_customers_company_state_on() : m.staff_customers_company_state_off()}</span>
        <Button
          size="sm"
          variant={company.is_active ? 'ghost' : 'secondary'}
          disabled={action.busy}
          onClick={() => change((signal) => setCompanyActive(customer.id, !company.is_active, { ...options, signal }))}
        >
          {company.is_active ? m.staff_customers_company_deactivate() : m.staff_customers_company_activate()}
        </Button>
      </p>
      <ul className={styles.members}>
        {company.members.map((member) => (
          <li key={member.id} className={styles.member} data-member-email={member.email}>
            <span className={styles.memberName}>
              {member.id === customer.id ? (
                <strong>{member.full_name}</strong>
              ) : (
                <AppLink to={`/staff/customers/${member.id}/`}>{member.full_name}</AppLink>
              )}
              <span className={`${styles.muted} ${styles.email}`}>
                {member.email}
                {member.is_active ? '' : ` · ${m.staff_customers_company_inactive_user()}`}
              </span>
            </span>
            <select
              className={styles.selectInput}
              aria-label={m.staff_customers_company_role({ name: member.full_name })}
              value={member.role}
              disabled={action.busy}
              onChange={(event) => {
                const role = event.currentTarget.value as CompanyRole
                change((signal) => setCompanyRole(member.id, role, { ...options, signal }))
              }}
            >
              {COMPANY_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleTitle(role)}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              variant="ghost"
              disabled={action.busy}
              aria-label={m.staff_customers_company_remove_label({ name: member.full_name })}
              onClick={() => change((signal) => setCompanyRole(member.id, 'none', { ...options, signal }))}
            >
              {m.staff_customers_company_remove()}
            </Button>
          </li>
        ))}
      </ul>
      {company.join_requests.length > 0 ? (
        <div>
          <h4 className={styles.subheading}>{m.staff_customers_company_requests()}</h4>
          <ul className={styles.members}>
            {company.join_requests.map((request) => (
              <li key={request.id} className={styles.member}>
                <AppLink to={`/staff/customers/${request.id}/`}>{request.full_name}</AppLink>
                <span className={`${styles.muted} ${styles.email}`}>{request.email}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {action.message ? (
        <p className={styles.error} role="alert">
          {action.message}
        </p>
      ) : null}
    </div>
  )
}
