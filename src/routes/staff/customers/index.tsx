import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { getCustomerManagers, getCustomers } from '../../../api/staff/customers'
import { CustomersList, type CustomersSearch } from '../../../components/staff/customers/customers-list'
import { orNotFound } from '../../../lib/or-not-found'
import { m } from '../../../../messages/compiled/messages.js'
import { CUSTOMER_SORTS, CUSTOMER_STATUSES } from '../../../../contract/staff/customers'
import { STAFF_PAGE_SIZES } from '../../../../contract/staff/table'

const SORTS = CUSTOMER_SORTS.flatMap((sort) => [sort, `-${sort}`])

// The table's state lives in the address; anything unknown falls back to the default instead of an error page.
const Search = v.object({
  status: v.fallback(v.optional(v.picklist(CUSTOMER_STATUSES)), undefined),
  manager: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^(\d{1,9}|none)$/))), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  sort: v.fallback(v.optional(v.picklist(SORTS)), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(2))), undefined),
  page_size: v.fallback(v.optional(v.picklist(STAFF_PAGE_SIZES)), undefined),
})

export const Route = createFileRoute('/staff/customers/')({
  validateSearch: (search: Record<string, unknown>): CustomersSearch => v.parse(Search, search),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const query = Object.fromEntries(
      Object.entries(deps)
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([key, value]) => [key, String(value)]),
    )
    const [page, managers] = await Promise.all([
      orNotFound(getCustomers(query), { badRequest: true }),
      getCustomerManagers(),
    ])
    return { page, managers: managers.results }
  },
  head: () => ({ meta: [{ title: m.staff_customers_title() }] }),
  component: CustomersRoute,
})

function CustomersRoute() {
  const { page, managers } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CustomersList
      page={page}
      managers={managers}
      search={search}
      onSearch={(next) => navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })}
    />
  )
}
