import { createFileRoute } from '@tanstack/react-router'
import { FavoritesList } from '../../../components/favorites/favorites-list'
import { AccountPage } from '../../../components/my/account-page'
import { accountHead } from '../../../lib/account-head'
import { getFavoriteItems, getFavoritesPage } from '../../../api/favorites'
import { m } from '../../../../messages/compiled/messages.js'

export const Route = createFileRoute('/my/favorites/')({
  loader: async () => {
    const [page, favorites] = await Promise.all([getFavoritesPage().catch(() => null), getFavoriteItems()])
    return { page, products: favorites.results }
  },
  head: ({ loaderData }) => accountHead(m.favorites_title(), loaderData?.page),
  component: FavoritesRoute,
})

function FavoritesRoute() {
  const { page, products } = Route.useLoaderData()
  const title = page?.title || m.favorites_title()
  return (
    <AccountPage title={title} section={title}>
      <FavoritesList products={products} html={page?.text ?? null} />
    </AccountPage>
  )
}
