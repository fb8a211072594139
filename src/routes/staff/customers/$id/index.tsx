import { createFileRoute, notFound } from '@tanstack/react-router'
import { getCustomer } from '../../../../api/staff/customers'
import { CustomerCard } from '../../../../components/staff/customers/customer-card'
import { orNotFound } from '../../../../lib/or-not-found'
import { m } from '../../../../../messages/compiled/messages.js'

export const Route = createFileRoute('/staff/customers/$id/')({
  loader: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound()
    return orNotFound(getCustomer(Number(params.id)))
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.organization_name || loaderData?.email || m.staff_customers_title() }],
  }),
  component: CustomerRoute,
})

function CustomerRoute() {
  const customer = Route.useLoaderData()
  return <CustomerCard key={customer.id} customer={customer} />
}
