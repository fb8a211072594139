// A titled block of the home page, with a localized "nothing here yet" when its list is empty.
import { type ReactNode, useId } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import styles from './home-section.module.css'

type HomeSectionProps = {
  title: string
  empty: boolean
  /** A link beside the title ("all news"). */
  aside?: ReactNode
  children?: ReactNode
}

export function HomeSection({ title, empty, aside, children }: HomeSectionProps) {
  const titleId = useId()
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {aside}
      </div>
      {empty ? <p className={styles.empty}>{m.home_empty()}</p> : children}
    </section>
  )
}
