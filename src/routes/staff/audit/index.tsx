import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AuditQuery } from '../../../../contract/staff/audit'
import { getAuditLog } from '../../../api/staff/audit'
import { AuditLogPage } from '../../../components/staff/audit/audit-log-page'
import { orNotFound } from '../../../lib/or-not-found'
import { patchedSearch, tableQueryOf, tableSearchOf } from '../../../lib/staff/table-search'

export const Route = createFileRoute('/staff/audit/')({
  validateSearch: tableSearchOf(AuditQuery),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orNotFound(getAuditLog(deps)),
  component: AuditRoute,
})

function AuditRoute() {
  const page = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <AuditLogPage
      page={page}
      search={search}
      sort={tableQueryOf(AuditQuery, search).sort}
      onSearch={(patch) => void navigate({ search: patchedSearch(search, patch) })}
    />
  )
}
