import { Outlet, createFileRoute } from '@tanstack/react-router'
import { getStaffMe } from '../../api/staff/session'
import { StaffShell } from '../../components/staff/shell/staff-shell'
import { orNotFound } from '../../lib/or-not-found'
import { useAuth } from '../../state/auth-provider'
import { m } from '../../../messages/compiled/messages.js'

// The back office: staff only. Everybody else gets the shop's 404 page, as the API answers them.
export const Route = createFileRoute('/staff')({
  beforeLoad: async () => ({ staff: await orNotFound(getStaffMe({ suppressErrorAlert: true })) }),
  head: () => ({
    meta: [{ title: m.staff_brand() }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: StaffSection,
})

function StaffSection() {
  const { staff } = Route.useRouteContext()
  const { logout } = useAuth()
  return (
    <StaffShell staff={staff} onSignOut={logout}>
      <Outlet />
    </StaffShell>
  )
}
