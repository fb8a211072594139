import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '../../components/company/company-page'
import { loadPage } from '../../lib/company/load-page'
import { contentHead } from '../../lib/content-head'
import type { ContentPage } from '../../../contract/content'

export const Route = createFileRoute('/appndx/')({
  loader: () => loadPage<ContentPage>('pages/appndx/'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: AppendixRoute,
})

function AppendixRoute() {
  const page = Route.useLoaderData()
  return <CompanyPage title={page.title} body={page.body} />
}
