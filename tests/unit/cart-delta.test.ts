// The e-commerce add and remove events of a cart change: packs gained or lost per product, unit prices in roubles.
import { describe, expect, it } from 'vitest'
import { cartDelta } from '../../src/lib/cart/cart-delta'
import type { Cart, CartItem } from '../../contract/cart'
import { CART_EXTRAS } from '../fixtures/cart-extras'

const line = (productId: number, quantity: number): CartItem => ({
  id: productId + 100,
  product: {
    id: productId,
    slug: `p-${productId}`,
    title: `Корм ${productId}`,
    sku_full: `VT-${productId}`,
    image: null,
    image_alt: '',
    image_title: '',
    labels: [],
    brand: productId === 1 ? { id: 1, slug: 'acme', title: 'Acme', logo_color: null } : null,
    pack_quantity: 6,
    on_order: false,
    permissions: { can_order: true },
    updated: '2026-01-01T00:00:00.000Z',
    price: 12_345,
    amount: '<100',
    in_wait: false,
  },
  quantity,
  comment: '',
  pack_quantity: 6,
  price: 12_345,
  total: quantity * 6 * 12_345,
  missing: false,
})

const cart = (...items: CartItem[]): Cart => ({
  id: 'c',
  items,
  total_count: 0,
  total_products: items.length,
  total_sum: 0,
  ...CART_EXTRAS,
})

describe('cart delta', () => {
  it('reports packs gained as added and packs lost or lines gone as removed', () => {
    const { added, removed } = cartDelta(
      cart(line(1, 2), line(2, 5), line(3, 1)),
      cart(line(1, 4), line(2, 3), line(4, 7)),
    )
    expect(added).toEqual([
      { id: 1, name: 'Корм 1', brand: 'Acme', price: 123.45, quantity: 2 },
      { id: 4, name: 'Корм 4', brand: null, price: 123.45, quantity: 7 },
    ])
    expect(removed).toEqual([
      { id: 2, name: 'Корм 2', brand: null, price: 123.45, quantity: 2 },
      { id: 3, name: 'Корм 3', brand: null, price: 123.45, quantity: 1 },
    ])
  })

  it('reports nothing when only comments or nothing changed, and everything when the cart was unknown', () => {
    expect(cartDelta(cart(line(1, 2)), cart({ ...line(1, 2), comment: 'к понедельнику' }))).toEqual({
      added: [],
      removed: [],
    })
    expect(cartDelta(null, cart(line(1, 2))).added).toHaveLength(1)
    expect(cartDelta(cart(line(1, 2)), cart()).removed).toEqual([
      { id: 1, name: 'Корм 1', brand: 'Acme', price: 123.45, quantity: 2 },
    ])
  })
})
