import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { MessagesQuery } from '../../../../contract/staff/inbox'
import { getInboxMessages } from '../../../api/staff/inbox'
import { MessagesPage } from '../../../components/staff/inbox/messages-page'
import { orNotFound } from '../../../lib/or-not-found'
import { patchedSearch, tableQueryOf, tableSearchOf } from '../../../lib/staff/table-search'

export const Route = createFileRoute('/staff/inbox/')({
  validateSearch: tableSearchOf(MessagesQuery),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orNotFound(getInboxMessages(deps)),
  component: MessagesRoute,
})

function MessagesRoute() {
  const page = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <MessagesPage
      page={page}
      search={search}
      sort={tableQueryOf(MessagesQuery, search).sort}
      onSearch={(patch) => void navigate({ search: patchedSearch(search, patch) })}
    />
  )
}
