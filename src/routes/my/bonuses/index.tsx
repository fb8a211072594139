import { createFileRoute, redirect } from '@tanstack/react-router'
import { AccountPage } from '../../../components/my/account-page'
import { BonusesPage } from '../../../components/my/bonuses-page'
import { accountHead } from '../../../lib/account-head'
import { getBonuses } from '../../../api/accounts'
import { m } from '../../../../messages/compiled/messages.js'

const PAGE_SIZE = 20

const pageNumber = (value: string | undefined) =>
  value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1

export const Route = createFileRoute('/my/bonuses/')({
  validateSearch: (search: Record<string, unknown>): { p?: string } =>
    typeof search.p === 'string' ? { p: search.p } : {},
  loaderDeps: ({ search }) => ({ page: pageNumber(search.p) }),
  loader: async ({ deps: { page } }) => {
    const data = await getBonuses({ page, limit: PAGE_SIZE })
    const pages = Math.max(1, Math.ceil(data.count / PAGE_SIZE))
    // A page past the end (the ledger shrank, or a typed address) shows the last one.
    if (page > pages) throw redirect({ to: '/my/bonuses/', search: pages > 1 ? { p: String(pages) } : {} })
    return { page, data }
  },
  head: () => accountHead(m.my_bonuses_title()),
  component: BonusesRoute,
})

function BonusesRoute() {
  const { page, data } = Route.useLoaderData()
  return (
    <AccountPage title={m.my_bonuses_title()} section={m.my_bonuses_title()}>
      <BonusesPage data={data} page={page} pageSize={PAGE_SIZE} />
    </AccountPage>
  )
}
