// Links to the publications just before and just after this one (older on the left, newer on the right).
import { m } from '../../../messages/compiled/messages.js'
import type { PublicationLink } from '../../../contract/content'
import { AppLink } from '../ui/app-link'
import { ChevronRightIcon } from '../ui/icons'
import styles from './publication-neighbours.module.css'

type PublicationNeighboursProps = { previous: PublicationLink | null; next: PublicationLink | null }

export function PublicationNeighbours({ previous, next }: PublicationNeighboursProps) {
  if (!previous && !next) return null
  return (
    <nav className={styles.neighbours} aria-label={m.publications_neighbours()}>
      {previous ? (
        <AppLink to={previous.url} rel="prev" className={`${styles.link} ${styles.previous}`} data-neighbour="previous">
          <span className={styles.direction}>
            <ChevronRightIcon size={16} />
            {m.publications_previous()}
          </span>
          <span className={styles.title}>{previous.title}</span>
        </AppLink>
      ) : (
        <span />
      )}
      {next ? (
        <AppLink to={next.url} rel="next" className={`${styles.link} ${styles.next}`} data-neighbour="next">
          <span className={styles.direction}>
            {m.publications_next()}
            <ChevronRightIcon size={16} />
          </span>
          <span className={styles.title}>{next.title}</span>
        </AppLink>
      ) : null}
    </nav>
  )
}
