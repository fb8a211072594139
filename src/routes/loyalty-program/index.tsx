// /loyalty-program/: the programme's rules for everyone (the footer links here); a signed-in buyer also sees
// the balance. The account section shows the same page at /my/loyalty-program/.
import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '../../components/company/company-page'
import { LoyaltyPage } from '../../components/my/loyalty-page'
import { getLoyaltyPage } from '../../api/accounts'
import { orNotFound } from '../../lib/or-not-found'
import { contentHead } from '../../lib/content-head'
import { useAuth } from '../../state/auth-provider'

export const Route = createFileRoute('/loyalty-program/')({
  loader: () => orNotFound(getLoyaltyPage(), { badRequest: true }),
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
