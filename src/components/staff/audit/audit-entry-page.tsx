// /staff/audit/<id>/: one entry: who, when, what, and its fields before and after, the changed ones marked.
import type { AuditDetail } from '../../../../contract/staff/audit'
import { m } from '../../../../messages/compiled/messages.js'
import { AppLink } from '../../ui/app-link'
import { StaffPage } from '../shell/staff-page'
import { auditEntity } from './audit-log-page'
import { staffDateTime } from './staff-dates'
import styles from './audit.module.css'

const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 1)

export function AuditEntryPage({ entry }: { entry: AuditDetail }) {
  return (
    <StaffPage
      title={m.staff_audit_entry_title({ id: entry.id })}
      actions={<AppLink to="/staff/audit/">{m.staff_audit_back()}</AppLink>}
    >
      <dl className={styles.facts}>
        <dt>{m.staff_audit_col_at()}</dt>
        <dd>{staffDateTime(entry.at)}</dd>
        <dt>{m.staff_audit_col_actor()}</dt>
        <dd>{entry.actor}</dd>
        <dt>{m.staff_audit_col_action()}</dt>
        <dd>
          <code>{entry.action}</code>
        </dd>
        <dt>{m.staff_audit_col_entity()}</dt>
        <dd>{auditEntity(entry) || '—'}</dd>
        <dt>{m.staff_audit_col_summary()}</dt>
        <dd>{entry.summary || '—'}</dd>
      </dl>
      {entry.changes.length === 0 ? (
        <p>{m.staff_audit_no_changes()}</p>
      ) : (
        <table className={styles.diff}>
          <caption>{m.staff_audit_changes()}</caption>
          <thead>
            <tr>
              <th scope="col">{m.staff_audit_field()}</th>
              <th scope="col">{m.staff_audit_before()}</th>
              <th scope="col">{m.staff_audit_after()}</th>
            </tr>
          </thead>
          <tbody>
            {entry.changes.map((change) => (
              <tr key={change.field} className={change.changed ? styles.changed : undefined}>
                <th scope="row">
                  {change.field}
                  {change.changed ? <span className={styles.mark}>{m.staff_audit_changed()}</span> : null}
                </th>
                <td>
                  <pre>{shown(change.before)}</pre>
                </td>
                <td>
                  <pre>{shown(change.after)}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </StaffPage>
  )
}
