// Flat pages (delivery, payment, ...) at /{slug}/. Named routes always win over this one; a slug that is not a
// published flat page, has characters a slug cannot have or looks like a language (/de/) is the 404 page.
import { createFileRoute, notFound } from '@tanstack/react-router'
import { CompanyPage } from '../components/company/company-page'
import { getContentPage } from '../api/content'
import { hasUnknownLocalePrefix } from '../lib/locale-segment'
import { contentHead } from '../lib/content-head'
import { orNotFound } from '../lib/or-not-found'

const SLUG = /^[a-z0-9-]{1,100}$/

export const Route = createFileRoute('/$slug')({
  loader: async ({ params }) => {
    if (!SLUG.test(params.slug) || hasUnknownLocalePrefix(`/${params.slug}/`)) throw notFound()
    const page = await orNotFound(getContentPage(params.slug), { badRequest: true })
    // Pages of fixed sections have their own addresses; they are not repeated here.
    if (page.kind !== 'flat') throw notFound()
    return page
  },
  head: ({ loaderData }) => contentHead(loaderData),
  component: FlatPageRoute,
})

function FlatPageRoute() {
  const page = Route.useLoaderData()
  return <CompanyPage title={page.title} body={page.body} />
}
