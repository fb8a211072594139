import { createFileRoute, notFound } from '@tanstack/react-router'
import { CategoryList } from '../../components/catalogue/category-list'
import { ApiError } from '../../lib/api/errors'
import { api } from '../../lib/api/instance'
import { m } from '../../paraglide/messages.js'
import type { CategoryNode } from '../../schemas/site'

const CATEGORY_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/

export const Route = createFileRoute('/catalog/$')({
  loader: async ({ params }) => {
    const path = params._splat?.replace(/\/+$/, '') ?? ''
    if (!CATEGORY_PATH.test(path)) throw notFound()
    try {
      return await api().get<CategoryNode>(`catalog/categories/${path}/`)
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? m.catalog_title()} — ${m.site_name()}` }] }),
  component: CategoryPage,
})

function CategoryPage() {
  const category = Route.useLoaderData()
  return (
    <div>
      <h1>{category.title}</h1>
      {category.children.length > 0 ? (
        <>
          <h2>{m.catalog_children()}</h2>
          <CategoryList categories={category.children} />
        </>
      ) : null}
    </div>
  )
}
