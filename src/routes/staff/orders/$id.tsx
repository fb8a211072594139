import { createFileRoute } from '@tanstack/react-router'
import { getStaffOrder } from '../../../api/staff/orders'
import { StaffOrderView } from '../../../components/staff/orders/order-view'
import { orNotFound } from '../../../lib/or-not-found'
import { m } from '../../../../messages/compiled/messages.js'

export const Route = createFileRoute('/staff/orders/$id')({
  loader: ({ params }) => {
    const id = Number(params.id)
    return orNotFound(getStaffOrder(Number.isSafeInteger(id) && id > 0 ? id : 0))
  },
  head: ({ loaderData }) => {
    const title = loaderData ? m.staff_orders_order_title({ number: loaderData.number }) : m.staff_orders_title()
    return { meta: [{ title: `${title} · ${m.staff_brand()}` }] }
  },
  component: StaffOrderRoute,
})

function StaffOrderRoute() {
  return <StaffOrderView order={Route.useLoaderData()} />
}
