// /loyalty-program/: the programme's rules for everyone (the footer links here); a signed-in buyer also sees
// the balance. The account section shows the same page at /my/loyalty-program/.
import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '../../components/company/company-page'
import { LoyaltyPage } from '../../components/my/loyalty-page'
import { loadPage } from '../../lib/company/load-page'
import { contentHead } from '../../lib/content-head'
import type { AccountContentPage } from '../../../contract/account-page'
import { useAuth } from '../../state/auth-provider'

export const Route = createFileRoute('/loyalty-program/')({
  loader: () => loadPage<AccountContentPage>('loyalty-page/'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: LoyaltyProgrammeRoute,
})

function LoyaltyProgrammeRoute() {
  const page = Route.useLoaderData()
  const viewer = useAuth().user
  return (
    <CompanyPage title={page.title} body="">
      <LoyaltyPage html={page.text} viewer={viewer ? { balance: viewer.loyalty?.balance ?? null } : null} />
    </CompanyPage>
  )
}
