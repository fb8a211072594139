import { createFileRoute } from '@tanstack/react-router'
import { BrandIndex } from '../../components/brand/brand-index'
import { getBrands } from '../../api/catalogue'
import { m } from '../../../messages/compiled/messages.js'

export const Route = createFileRoute('/brand/')({
  loader: () => getBrands(),
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
