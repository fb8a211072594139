import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { TeamQuery } from '../../../../contract/staff/team'
import { getTeam } from '../../../api/staff/team'
import { TeamPage } from '../../../components/staff/team/team-page'
import { orNotFound } from '../../../lib/or-not-found'
import { patchedSearch, tableQueryOf, tableSearchOf } from '../../../lib/staff/table-search'

export const Route = createFileRoute('/staff/team/')({
  validateSearch: tableSearchOf(TeamQuery),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orNotFound(getTeam(deps)),
  component: TeamRoute,
})

function TeamRoute() {
  const page = Route.useLoaderData()
  const search = Route.useSearch()
  const { staff } = Route.useRouteContext()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <TeamPage
      page={page}
      search={search}
      sort={tableQueryOf(TeamQuery, search).sort}
      selfId={staff.id}
      onSearch={(patch) => void navigate({ search: patchedSearch(search, patch) })}
    />
  )
}
