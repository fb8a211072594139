// A staff member's row actions: their role (changed as soon as another is chosen) and deactivate / reactivate.
// Both end the member's sessions on the server; a refusal (the last administrator) shows beside them.
import { useRouter } from '@tanstack/react-router'
import { STAFF_ROLES, type StaffRole } from '../../../../contract/staff/roles'
import type { TeamMember } from '../../../../contract/staff/team'
import { m } from '../../../../messages/compiled/messages.js'
import { reinviteStaffMember, setStaffActive, setStaffRole } from '../../../api/staff/team'
import { useSubmission } from '../../../state/use-submission'
import { Button } from '../../ui/button'
import { roleTitle } from '../shell/staff-areas'
import styles from './team.module.css'

export function MemberRole({ member }: { member: TeamMember }) {
  const router = useRouter()
  const change = useSubmission<{ role: StaffRole }>({
    values: { role: member.role },
    send: async ({ role }, signal) => {
      const answer = await setStaffRole(member.id, role, { signal, suppressErrorAlert: true })
      await router.invalidate()
      return answer
    },
  })
  const problem = change.message ?? change.errors.role?.[0]
  return (
    <div className={styles.cell}>
      <select
        className={styles.select}
        aria-label={m.staff_team_role_of({ email: member.email })}
        value={change.values.role}
        disabled={change.busy}
        onChange={(event) => {
          change.edit('role', event.currentTarget.value as StaffRole)
          change.submit()
        }}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleTitle(role)}
          </option>
        ))}
      </select>
      {problem ? (
        <span className={styles.problem} role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  )
}

export function MemberActive({ member }: { member: TeamMember }) {
  const router = useRouter()
  const toggle = useSubmission<Record<string, never>>({
    values: {},
    send: async (_body, signal) => {
      const answer = await setStaffActive(member.id, !member.is_active, { signal, suppressErrorAlert: true })
      await router.invalidate()
      return answer
    },
  })
  if (member.invited) return <Reinvite member={member} />
  return (
    <div className={styles.cell}>
      <Button
        variant="secondary"
        size="sm"
        disabled={toggle.busy}
        onClick={toggle.submit}
        aria-label={`${member.is_active ? m.staff_team_deactivate() : m.staff_team_reactivate()}: ${member.email}`}
      >
        {member.is_active ? m.staff_team_deactivate() : m.staff_team_reactivate()}
      </Button>
      {toggle.message ? (
        <span className={styles.problem} role="alert">
          {toggle.message}
        </span>
      ) : null}
    </div>
  )
}

function Reinvite({ member }: { member: TeamMember }) {
  const resend = useSubmission<Record<string, never>>({
    values: {},
    send: (_body, signal) => reinviteStaffMember(member.id, { signal, suppressErrorAlert: true }),
  })
  return (
    <div className={styles.cell}>
      <span className={styles.muted}>{m.staff_team_waiting_password()}</span>
      <Button
        variant="ghost"
        size="sm"
        disabled={resend.busy}
        onClick={resend.submit}
        aria-label={`${m.staff_team_reinvite()}: ${member.email}`}
      >
        {m.staff_team_reinvite()}
      </Button>
      {resend.success && resend.status !== 'refused' ? (
        <span className={styles.muted} role="status">
          {m.staff_team_reinvite_sent()}
        </span>
      ) : null}
      {resend.message ? (
        <span className={styles.problem} role="alert">
          {resend.message}
        </span>
      ) : null}
    </div>
  )
}
