import { createFileRoute } from '@tanstack/react-router'
import { listPublicationCategories } from '../../../../api/staff/content-publications'
import { NewPublicationPage } from '../../../../components/staff/content/publications/publication-edit-page'

export const Route = createFileRoute('/staff/content/sales/new')({
  loader: async () => ({ categories: (await listPublicationCategories('sales')).results }),
  component: NewActionRoute,
})

function NewActionRoute() {
  const { categories } = Route.useLoaderData()
  return <NewPublicationPage kind="sales" categories={categories} />
}
