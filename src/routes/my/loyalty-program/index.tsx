import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../../../components/my/account-page'
import { LoyaltyPage } from '../../../components/my/loyalty-page'
import { accountHead } from '../../../lib/account-head'
import { getLoyaltyPage } from '../../../api/accounts'
import { m } from '../../../../messages/compiled/messages.js'
import { useAuth } from '../../../state/auth-provider'

export const Route = createFileRoute('/my/loyalty-program/')({
  loader: () => getLoyaltyPage(),
  head: ({ loaderData }) => accountHead(m.my_loyalty_title(), loaderData),
  component: LoyaltyRoute,
})

function LoyaltyRoute() {
  const page = Route.useLoaderData()
  const viewer = useAuth().user
  const title = page.title || m.my_loyalty_title()
  return (
    <AccountPage title={title} section={title}>
      <LoyaltyPage html={page.text} viewer={{ balance: viewer?.loyalty?.balance ?? null }} />
    </AccountPage>
  )
}
