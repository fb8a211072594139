import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '../../components/company/company-page'
import { EmptyNote } from '../../components/company/empty-note'
import { FaqAccordion } from '../../components/company/faq-accordion'
import { loadPage } from '../../lib/company/load-page'
import { contentHead } from '../../lib/content-head'
import type { ContentPage, FaqItem } from '../../../contract/content'

export const Route = createFileRoute('/faq/')({
  loader: () => loadPage<ContentPage & { items: FaqItem[] }>('pages/faq/'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: FaqRoute,
})

function FaqRoute() {
  const page = Route.useLoaderData()
  return (
    <CompanyPage title={page.title} body={page.body}>
      {page.items.length > 0 ? <FaqAccordion items={page.items} /> : <EmptyNote />}
    </CompanyPage>
  )
}
