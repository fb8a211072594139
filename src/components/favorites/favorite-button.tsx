// The heart on a product card and the product page: adds the product to favourites or takes it out, for guests
// (kept in this browser) and buyers alike.
import { m } from '../../../messages/compiled/messages.js'
import { useFavorites } from '../../state/favorites-provider'
import styles from './favorite-button.module.css'

type FavoriteButtonProps = { productId: number; size?: 'sm' | 'md' }

export function FavoriteButton({ productId, size = 'sm' }: FavoriteButtonProps) {
  const { has, toggle } = useFavorites()
  const on = has(productId)
  return (
    <button
      type="button"
      className={styles.heart}
      // The small heart is the plain one: only the larger names its size.
      data-size={size === 'md' ? size : undefined}
      aria-pressed={on}
      // The title is the button's name and its tooltip: every card repeats it, so once is enough.
      title={on ? m.favorites_remove() : m.favorites_add()}
      onClick={() => toggle(productId)}
    />
  )
}
