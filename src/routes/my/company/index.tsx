import { createFileRoute } from '@tanstack/react-router'
import { getCompany } from '../../../api/company'
import { AccountPage } from '../../../components/my/account-page'
import { CompanyPage } from '../../../components/my/company/company-page'
import { accountHead } from '../../../lib/account-head'
import { orNotFound } from '../../../lib/or-not-found'
import { m } from '../../../../messages/compiled/messages.js'

// A user of no company has no such page (404).
export const Route = createFileRoute('/my/company/')({
  loader: () => orNotFound(getCompany()),
  head: () => accountHead(m.company_page_title()),
  component: CompanyRoute,
})

function CompanyRoute() {
  const data = Route.useLoaderData()
  return (
    <AccountPage title={m.company_page_title()} section={m.company_page_title()}>
      <CompanyPage data={data} />
    </AccountPage>
  )
}
