// A publication's category in the colour staff gave it (a neutral one when there is none).
import { readableColors } from '../../../contract/format/text-color'
import type { PublicationItem } from '../../../contract/content'
import styles from './category-badge.module.css'

export function CategoryBadge({ category }: { category: NonNullable<PublicationItem['category']> }) {
  const style = category.color ? readableColors(category.color) : undefined
  return (
    <span className={styles.badge} style={style}>
      {category.title}
    </span>
  )
}
