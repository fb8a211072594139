import { createFileRoute } from '@tanstack/react-router'
import { CategoryList } from '../../components/catalogue/category-list'
import { api } from '../../lib/api/instance'
import { m } from '../../paraglide/messages.js'
import type { CategoryNode } from '../../schemas/site'

export const Route = createFileRoute('/catalog/')({
  loader: () => api().get<CategoryNode[]>('catalog/categories/'),
  head: () => ({ meta: [{ title: `${m.catalog_title()} — ${m.site_name()}` }] }),
  component: CataloguePage,
})

function CataloguePage() {
  const categories = Route.useLoaderData()
  return (
    <div>
      <h1>{m.catalog_title()}</h1>
      <CategoryList categories={categories} />
    </div>
  )
}
