import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../components/home/home-page'
import { getHomePage } from '../api/content'
import { orNotFound } from '../lib/or-not-found'
import { m } from '../../messages/compiled/messages.js'

export const Route = createFileRoute('/')({
  // A 404: staff have not created the home page yet.
  loader: () => orNotFound(getHomePage()),
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData?.meta.title || `${loaderData?.title ?? ''} — ${m.site_name()}` },
      ...(loaderData?.meta.description ? [{ name: 'description', content: loaderData.meta.description }] : []),
      ...(loaderData?.meta.keywords ? [{ name: 'keywords', content: loaderData.meta.keywords }] : []),
    ],
  }),
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage page={Route.useLoaderData()} />
}
