import { createFileRoute } from '@tanstack/react-router'
import { getStaffOrders } from '../../../api/staff/orders'
import { StaffOrdersList } from '../../../components/staff/orders/orders-list'
import { staffOrdersSearch } from '../../../lib/staff/orders-search'
import { m } from '../../../../messages/compiled/messages.js'

export const Route = createFileRoute('/staff/orders/')({
  validateSearch: staffOrdersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => getStaffOrders(deps),
  head: () => ({ meta: [{ title: `${m.staff_orders_title()} · ${m.staff_brand()}` }] }),
  component: StaffOrdersRoute,
})

function StaffOrdersRoute() {
  const page = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StaffOrdersList
      page={page}
      search={search}
      onSearch={(next) => void navigate({ search: next, resetScroll: false })}
    />
  )
}
