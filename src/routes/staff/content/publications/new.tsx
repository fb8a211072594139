import { createFileRoute } from '@tanstack/react-router'
import { listPublicationCategories } from '../../../../api/staff/content-publications'
import { NewPublicationPage } from '../../../../components/staff/content/publications/publication-edit-page'

export const Route = createFileRoute('/staff/content/publications/new')({
  loader: async () => ({ categories: (await listPublicationCategories('info')).results }),
  component: NewArticleRoute,
})

function NewArticleRoute() {
  const { categories } = Route.useLoaderData()
  return <NewPublicationPage kind="info" categories={categories} />
}
