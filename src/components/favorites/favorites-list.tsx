// The buyer's favourite products on /my/favorites/: the page text, "move all to cart" with its outcome, and the
// cards. A product taken out of favourites here leaves the list at once.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { ProductCard as ProductCardData } from '../../../contract/catalogue'
import { useFavorites } from '../../state/favorites-provider'
import { useFavoritesToCart } from '../../state/use-favorites-to-cart'
import { ProductCard } from '../product/product-card'
import { Button, buttonClass } from '../ui/button'
import { FormAlert } from '../ui/form-alert'
import { RichText } from '../ui/rich-text'
import { SuccessModal } from '../ui/success-modal'
import styles from './favorites-list.module.css'

const moveSummary = (added: number, skipped: number) =>
  [m.favorites_to_cart_result({ added }), skipped > 0 ? m.favorites_to_cart_skipped({ skipped }) : null]
    .filter(Boolean)
    .join(' ')

type FavoritesListProps = { products: ProductCardData[]; html: string | null }

export function FavoritesList({ products, html }: FavoritesListProps) {
  const { has, synced } = useFavorites()
  const { busy, outcome, move, dismiss } = useFavoritesToCart()
  // Until the buyer's list is known in the browser, the server's answer is the list.
  const shown = synced ? products.filter((product) => has(product.id)) : products

  return (
    <div className={styles.favorites}>
      {html ? <RichText className={styles.intro} html={html} /> : null}
      {shown.length > 0 ? (
        <>
          <div className={styles.toolbar}>
            <Button onClick={move} disabled={busy} aria-busy={busy}>
              {m.favorites_to_cart()}
            </Button>
          </div>
          {outcome?.kind === 'failed' ? (
            <FormAlert title={m.favorites_to_cart_error()}>{outcome.message}</FormAlert>
          ) : null}
          <h2 className="visually-hidden">{m.listing_products_heading()}</h2>
          <ul className={styles.products}>
            {shown.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} view="cols" />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className={styles.empty}>
          <p>{m.favorites_empty()}</p>
          <Link to="/catalog/" className={buttonClass('secondary')}>
            {m.favorites_to_catalogue()}
          </Link>
        </div>
      )}
      <SuccessModal
        open={outcome?.kind === 'moved'}
        onClose={dismiss}
        title={m.favorites_to_cart_done()}
        message={outcome?.kind === 'moved' ? moveSummary(outcome.added, outcome.skipped) : null}
      />
    </div>
  )
}
