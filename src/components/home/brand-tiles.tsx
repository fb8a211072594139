// Brand tiles: each brand's logo (or its name when there is none) linking to the brand page.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { BrandTile } from '../../../contract/content'
import { HomeSection } from './home-section'
import styles from './brand-tiles.module.css'

export function BrandTiles({ brands }: { brands: BrandTile[] }) {
  return (
    <HomeSection title={m.home_brands_title()} empty={brands.length === 0}>
      <ul className={styles.grid}>
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link to="/brand/$slug/" params={{ slug: brand.slug }} className={styles.tile}>
              {brand.logo ? (
                <img src={brand.logo} alt={brand.title} width={320} height={160} loading="lazy" decoding="async" />
              ) : (
                <span style={brand.logo_color ? { color: brand.logo_color } : undefined}>{brand.title}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
