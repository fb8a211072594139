// The people of the company: photo, name, role and how to reach them.
import { telHref } from '../../../contract/format/tel-href'
import { m } from '../../../messages/compiled/messages.js'
import type { TeamMember } from '../../../contract/content'
import { EmptyNote } from './empty-note'
import styles from './team-list.module.css'

export function TeamList({ members }: { members: TeamMember[] }) {
  if (members.length === 0) return <EmptyNote />
  return (
    <ul className={styles.list}>
      {members.map((member) => (
        <li key={member.id} className={styles.member}>
          {member.photo ? (
            <img
              className={styles.photo}
              src={member.photo}
              alt={member.name}
              width={240}
              height={240}
              loading="lazy"
            />
          ) : (
            <span className={styles.photo} aria-hidden="true" />
          )}
          <h2 className={styles.name}>{member.name}</h2>
          <p className={styles.role}>{member.role}</p>
          {member.phone || member.email ? (
            <dl className={styles.contacts}>
              {member.phone ? (
                <div>
                  <dt className="visually-hidden">{m.company_phone()}</dt>
                  <dd>
                    <a href={telHref(member.phone)}>{member.phone}</a>
                  </dd>
                </div>
              ) : null}
              {member.email ? (
                <div>
                  <dt className="visually-hidden">{m.company_email()}</dt>
                  <dd>
                    <a href={`mailto:${member.email}`}>{member.email}</a>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
