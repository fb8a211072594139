import { createFileRoute, useRouter, useRouterState } from '@tanstack/react-router'
import { STAFF_REDIRECT_SORTS } from '../../../../../contract/staff/site-content'
import { listStaffRedirects } from '../../../../api/staff/site-content'
import { contentListSearch } from '../../../../components/staff/content/site/list-search'
import { RedirectsList } from '../../../../components/staff/content/site/redirects-list'
import { orNotFound } from '../../../../lib/or-not-found'

// Admins only: the API answers anybody else with a 404, and so does the page.
export const Route = createFileRoute('/staff/content/redirects/')({
  validateSearch: (search: Record<string, unknown>) => contentListSearch(search, STAFF_REDIRECT_SORTS),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orNotFound(listStaffRedirects(deps)),
  component: RedirectsRoute,
})

function RedirectsRoute() {
  const data = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const router = useRouter()
  const busy = useRouterState({ select: (state) => state.isLoading })
  return (
    <RedirectsList
      data={data}
      search={search}
      busy={busy}
      onSearch={(next) => void navigate({ search: next })}
      onChanged={() => void router.invalidate()}
    />
  )
}
