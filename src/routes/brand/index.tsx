import { createFileRoute } from '@tanstack/react-router'
import { BrandIndex } from '../../components/brand/brand-index'
import { api } from '../../api/instance'
import { m } from '../../../messages/compiled/messages.js'
import type { BrandIndexEntry } from '../../../contract/catalogue'

export const Route = createFileRoute('/brand/')({
  loader: async () => (await api().get<{ results: BrandIndexEntry[] }>('pages/brand/')).results,
  head: () => ({
    meta: [
      { title: `${m.brand_index_title()} — ${m.site_name()}` },
      { name: 'description', content: m.brand_index_description() },
    ],
  }),
  component: BrandIndexPage,
})

function BrandIndexPage() {
  return <BrandIndex brands={Route.useLoaderData()} />
}
