import { createFileRoute, notFound } from '@tanstack/react-router'
import { getStaffPublication, listPublicationCategories } from '../../../../../api/staff/content-publications'
import { EditPublicationPage } from '../../../../../components/staff/content/publications/publication-edit-page'
import { orNotFound } from '../../../../../lib/or-not-found'

export const Route = createFileRoute('/staff/content/publications/$id/')({
  loader: async ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound()
    const publication = await orNotFound(getStaffPublication(Number(params.id)))
    const categories = await listPublicationCategories(publication.kind)
    return { publication, categories: categories.results }
  },
  component: EditPublicationRoute,
})

function EditPublicationRoute() {
  const { publication, categories } = Route.useLoaderData()
  return <EditPublicationPage key={publication.id} publication={publication} categories={categories} />
}
