import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { HomePage } from '../components/home/home-page'
import { getHomePage } from '../api/content'
import { orNotFound } from '../lib/or-not-found'
import { packLists, unpackLists } from '../lib/dehydrate/table'
import { m } from '../../messages/compiled/messages.js'
import type { HomePage as HomePageData } from '../../contract/content'

const LISTS = ['special', 'hits', 'news', 'brands', 'slides'] as const

export const Route = createFileRoute('/')({
  // A 404: staff have not created the home page yet.
  // The page carries the loader's data to the browser: its lists go as tables (dehydrate/table.ts).
  loader: async () => packLists(await orNotFound(getHomePage()), LISTS),
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
  const packed = Route.useLoaderData()
  const page = useMemo(() => unpackLists<HomePageData, (typeof LISTS)[number]>(packed, LISTS), [packed])
  return <HomePage page={page} />
}
