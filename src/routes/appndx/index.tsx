import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '../../components/company/company-page'
import { getContentPage } from '../../api/content'
import { orNotFound } from '../../lib/or-not-found'
import { contentHead } from '../../lib/content-head'

export const Route = createFileRoute('/appndx/')({
  loader: () => orNotFound(getContentPage('appndx'), { badRequest: true }),
  head: ({ loaderData }) => contentHead(loaderData),
  component: AppendixRoute,
})

function AppendixRoute() {
  const page = Route.useLoaderData()
  return <CompanyPage title={page.title} body={page.body} />
}
