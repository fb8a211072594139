import { createFileRoute, useRouter } from '@tanstack/react-router'
import { listPublicationCategories, listStaffPublications } from '../../../../api/staff/content-publications'
import { PublicationListPage } from '../../../../components/staff/content/publications/publication-list-page'
import { publicationFilters, publicationTableSearch } from '../../../../lib/staff-publication-search'

export const Route = createFileRoute('/staff/content/publications/')({
  validateSearch: publicationTableSearch,
  loaderDeps: ({ search }) => publicationFilters(search),
  loader: async ({ deps }) => {
    const [page, categories] = await Promise.all([
      listStaffPublications({ kind: 'info', ...deps }),
      listPublicationCategories('info'),
    ])
    return { page, categories: categories.results, filters: deps }
  },
  component: StaffPublicationsRoute,
})

function StaffPublicationsRoute() {
  const { page, categories, filters } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  const router = useRouter()
  return (
    <PublicationListPage
      kind="info"
      page={page}
      categories={categories}
      filters={filters}
      onFilters={(change) => void navigate({ search: (previous) => ({ ...previous, ...change }) })}
      onChanged={() => void router.invalidate()}
    />
  )
}
