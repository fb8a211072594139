import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { WaitListQuery } from '../../../../../contract/staff/inbox'
import { getWaitList } from '../../../../api/staff/inbox'
import { WaitListPage } from '../../../../components/staff/inbox/wait-list-page'
import { orNotFound } from '../../../../lib/or-not-found'
import { patchedSearch, tableQueryOf, tableSearchOf } from '../../../../lib/staff/table-search'

export const Route = createFileRoute('/staff/inbox/wait-list/')({
  validateSearch: tableSearchOf(WaitListQuery),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orNotFound(getWaitList(deps)),
  component: WaitListRoute,
})

function WaitListRoute() {
  const page = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <WaitListPage
      page={page}
      search={search}
      sort={tableQueryOf(WaitListQuery, search).sort}
      onSearch={(patch) => void navigate({ search: patchedSearch(search, patch) })}
    />
  )
}
