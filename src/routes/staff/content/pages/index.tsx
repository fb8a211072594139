import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { STAFF_PAGE_SORTS } from '../../../../../contract/staff/site-content'
import { listStaffPages } from '../../../../api/staff/site-content'
import { contentListSearch } from '../../../../components/staff/content/site/list-search'
import { PagesList } from '../../../../components/staff/content/site/pages-list'
import { orNotFound } from '../../../../lib/or-not-found'

export const Route = createFileRoute('/staff/content/pages/')({
  validateSearch: (search: Record<string, unknown>) => contentListSearch(search, STAFF_PAGE_SORTS, ['system', 'flat']),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orNotFound(listStaffPages(deps)),
  component: PagesListRoute,
})

function PagesListRoute() {
  const data = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const busy = useRouterState({ select: (state) => state.isLoading })
  return <PagesList data={data} search={search} busy={busy} onSearch={(next) => void navigate({ search: next })} />
}
