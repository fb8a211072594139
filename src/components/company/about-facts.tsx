// Key figures of the company, each on its own colours with an optional background picture.
import type { CSSProperties } from 'react'
import type { AboutFact } from '../../schemas/content'
import styles from './about-facts.module.css'

export function AboutFacts({ facts }: { facts: AboutFact[] }) {
  return (
    <ul className={styles.facts}>
      {facts.map((fact) => (
        <li
          key={`${fact.value}-${fact.description}`}
          className={styles.fact}
          style={{ '--fact-color': fact.color, '--fact-bg': fact.bg_color, backgroundImage: fact.image ? `url(${fact.image})` : undefined } as CSSProperties}
        >
          <strong className={styles.value}>{fact.value}</strong>
          <span className={styles.description}>{fact.description}</span>
        </li>
      ))}
    </ul>
  )
}
