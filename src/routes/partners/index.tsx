import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '../../components/company/company-page'
import { PartnerList } from '../../components/company/partner-list'
import { loadPage } from '../../lib/company/load-page'
import { contentHead } from '../../lib/content-head'
import type { ContentPage, Partner } from '../../../contract/content'

export const Route = createFileRoute('/partners/')({
  loader: () => loadPage<ContentPage & { partners: Partner[] }>('pages/partnerspage/'),
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
