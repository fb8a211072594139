import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../../components/cart/cart-page'
import { m } from '../../../../messages/compiled/messages.js'

export const Route = createFileRoute('/order/cart/')({
  head: () => ({
    meta: [{ title: `${m.cart_page_title()} — ${m.site_name()}` }, { name: 'robots', content: 'noindex,nofollow' }],
  }),
  component: CartPage,
})
