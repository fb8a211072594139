import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AccountLayout } from '../../components/my/account-layout'
import { requireViewer } from '../../lib/guards'

// Every page under /my/ is for signed-in buyers only.
export const Route = createFileRoute('/my')({
  beforeLoad: () => requireViewer(),
  component: AccountSection,
})

function AccountSection() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  )
}
