import { createFileRoute } from '@tanstack/react-router'
import { CategoryList } from '../components/catalogue/category-list'
import { api } from '../lib/api/instance'
import { m } from '../paraglide/messages.js'
import type { CategoryNode } from '../schemas/site'

export const Route = createFileRoute('/')({
  loader: () => api().get<CategoryNode[]>('catalog/categories/'),
  head: () => ({ meta: [{ title: `${m.home_title()} — ${m.site_name()}` }] }),
  component: HomePage,
})

function HomePage() {
  const categories = Route.useLoaderData()
  return (
    <div>
      <h1>{m.home_title()}</h1>
      <p>{m.home_intro()}</p>
      <h2>{m.home_categories()}</h2>
      <CategoryList categories={categories} />
    </div>
  )
}
