import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../../components/my/account-page'
import { ProfilePage } from '../../components/my/profile-page'
import { accountHead } from '../../lib/account-head'
import { getAccountPage } from '../../api/accounts'
import { m } from '../../../messages/compiled/messages.js'
import { useAuth } from '../../state/auth-provider'

export const Route = createFileRoute('/my/')({
  // The copy is a courtesy: without it the profile still works.
  loader: () => getAccountPage().catch(() => null),
  head: ({ loaderData }) => accountHead(m.my_title(), loaderData),
  component: ProfileRoute,
})

function ProfileRoute() {
  const page = Route.useLoaderData()
  const viewer = useAuth().user
  if (!viewer) return null
  return (
    <AccountPage title={page?.title || m.my_title()}>
      <ProfilePage user={viewer} intro={page?.text || null} />
    </AccountPage>
  )
}
