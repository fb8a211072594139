// /my/company/: the company's details and users; its administrators also invite colleagues, revoke invitations and
// answer join requests. Everybody else reads the same list.
import { m } from '../../../../messages/compiled/messages.js'
import type { CompanyResponse } from '../../../../contract/company'
import { CompanyMembers } from './company-members'
import { InviteColleagueForm } from './invite-colleague-form'
import { InvitationList } from './invitation-list'
import { JoinRequestList } from './join-request-list'
import { roleTitle } from '../../../lib/company-role-title'
import styles from './company.module.css'

export function CompanyPage({ data }: { data: CompanyResponse }) {
  const { company } = data
  const isAdmin = data.role === 'admin'
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="company-requisites">
        <h2 id="company-requisites" className={styles.heading}>
          {company.name}
        </h2>
        <dl className={styles.requisites}>
          <dt>{m.company_inn()}</dt>
          <dd className="tabular">{company.inn}</dd>
          <dt>{m.company_legal_address()}</dt>
          <dd>{company.legal_address}</dd>
          <dt>{m.company_actual_address()}</dt>
          <dd>{company.actual_address}</dd>
        </dl>
        <p className={styles.note}>{m.company_your_role({ role: roleTitle(data.role) })}</p>
        {company.is_active ? null : <p className={styles.warning}>{m.company_inactive_note()}</p>}
      </section>
      <CompanyMembers members={data.members} />
      {isAdmin ? (
        <>
          {data.join_requests.length > 0 ? <JoinRequestList requests={data.join_requests} /> : null}
          <InviteColleagueForm />
          {data.invitations.length > 0 ? <InvitationList invitations={data.invitations} /> : null}
        </>
      ) : (
        <p className={styles.note}>{m.company_members_readonly()}</p>
      )}
    </div>
  )
}
