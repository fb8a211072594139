// The company's users with their roles: a table on wide screens, one card per user on phones.
import { m } from '../../../../messages/compiled/messages.js'
import type { CompanyMember } from '../../../../contract/company'
import { roleTitle } from '../../../lib/company-role-title'
import styles from './company.module.css'

export function CompanyMembers({ members }: { members: CompanyMember[] }) {
  return (
    <section aria-labelledby="company-members">
      <h2 id="company-members" className={styles.sectionTitle}>
        {m.company_members_title()}
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{m.company_col_name()}</th>
            <th scope="col">{m.company_col_email()}</th>
            <th scope="col">{m.company_col_role()}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} data-member-email={member.email}>
              <th scope="row" className={styles.name}>
                {member.full_name}
                {member.is_me ? <span className={styles.me}> ({m.company_you()})</span> : null}
              </th>
              <td className={styles.email}>{member.email}</td>
              <td>
                <span className={styles.role} data-role={member.role}>
                  {roleTitle(member.role)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
