// Feature tiles: why buying here is easy, each with its icon and colours from the API.
import { m } from '../../paraglide/messages.js'
import type { Feature } from '../../schemas/content'
import { HomeSection } from './home-section'
import styles from './feature-tiles.module.css'

export function FeatureTiles({ features }: { features: Feature[] }) {
  return (
    <HomeSection title={m.home_features_title()} empty={features.length === 0}>
      <ul className={styles.grid}>
        {features.map((feature) => (
          <li key={feature.id} className={styles.tile} style={feature.bg_color ? { backgroundColor: feature.bg_color } : undefined}>
            {feature.icon_file ? <img className={styles.icon} src={feature.icon_file} alt="" width={48} height={48} loading="lazy" /> : null}
            <h3 className={styles.title} style={feature.color ? { color: feature.color } : undefined}>
              {feature.title}
            </h3>
            <p className={styles.description}>{feature.description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
