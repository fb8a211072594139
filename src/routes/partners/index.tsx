import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '../../components/company/company-page'
import { PartnerList } from '../../components/company/partner-list'
import { getPartnersPage } from '../../api/content'
import { orNotFound } from '../../lib/or-not-found'
import { contentHead } from '../../lib/content-head'

export const Route = createFileRoute('/partners/')({
  loader: () => orNotFound(getPartnersPage(), { badRequest: true }),
  head: ({ loaderData }) => contentHead(loaderData),
  component: PartnersRoute,
})

function PartnersRoute() {
  const page = Route.useLoaderData()
  return (
    <CompanyPage title={page.title} body={page.body}>
      <PartnerList partners={page.partners} />
    </CompanyPage>
  )
}
