// What working with the company gives a client: icon, title and a line of text per feature.
import type { CSSProperties } from 'react'
import type { Feature } from '../../../contract/content'
import styles from './feature-list.module.css'

export function FeatureList({ features, title }: { features: Feature[]; title: string }) {
  return (
    <section aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li
            key={feature.id}
            className={styles.feature}
            style={{ '--feature-color': feature.color, '--feature-bg': feature.bg_color } as CSSProperties}
          >
            {feature.icon_file ? (
              <img className={styles.icon} src={feature.icon_file} alt="" width={40} height={40} loading="lazy" />
            ) : null}
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.description}>{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
