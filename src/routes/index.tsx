import { createFileRoute, notFound } from '@tanstack/react-router'
import { HomePage } from '../components/home/home-page'
import { ApiError } from '../api/errors'
import { api } from '../api/instance'
import { m } from '../../messages/compiled/messages.js'
import type { HomePage as HomePageData } from '../../contract/content'

export const Route = createFileRoute('/')({
  loader: async () => {
    try {
      return await api().get<HomePageData>('pages/homepage/')
    } catch (error) {
      // Staff have not created the home page yet.
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
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
