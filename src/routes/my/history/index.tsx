import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccountPage } from '../../../components/my/account-page'
import { HistoryPage } from '../../../components/my/history-page'
import { accountHead } from '../../../lib/account-head'
import { loadOpenedOrder, loadOrderHistory } from '../../../lib/load-order-history'
import { m } from '../../../../messages/compiled/messages.js'
import { HistorySearch, queryId } from '../../../../contract/order-history'

export const Route = createFileRoute('/my/history/')({
  validateSearch: (search: Record<string, unknown>): HistorySearch => v.parse(HistorySearch, search),
  loaderDeps: ({ search }) => ({ page: queryId(search.p) ?? 1, order: search.order }),
  loader: ({ deps: { page, order } }) =>
    order === undefined ? loadOrderHistory(page) : loadOpenedOrder(queryId(order)),
  head: () => accountHead(m.history_title()),
  component: HistoryRoute,
})

function HistoryRoute() {
  const data = Route.useLoaderData()
  return (
    <AccountPage title={m.history_title()} section={m.history_title()}>
      <HistoryPage data={data} />
    </AccountPage>
  )
}
