import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '../../components/company/company-page'
import { EmptyNote } from '../../components/company/empty-note'
import { FaqAccordion } from '../../components/company/faq-accordion'
import { getFaqPage } from '../../api/content'
import { orNotFound } from '../../lib/or-not-found'
import { contentHead } from '../../lib/content-head'

export const Route = createFileRoute('/faq/')({
  loader: () => orNotFound(getFaqPage(), { badRequest: true }),
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
