// The brands index (/brand/): every brand as a logo tile with its count of goods, grouped by first letter,
// with a row of letter links to jump to a group.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { BrandIndexEntry } from '../../../contract/catalogue'
import { Breadcrumbs } from '../ui/breadcrumbs'
import styles from './brand-index.module.css'

type LetterGroup = { letter: string; brands: BrandIndexEntry[] }

/** Brands by their first letter (digits and signs together under "0–9"), in the order the API lists them. */
function byLetter(brands: BrandIndexEntry[]): LetterGroup[] {
  const groups = new Map<string, BrandIndexEntry[]>()
  for (const brand of brands) {
    const first = brand.title.trim().charAt(0).toLocaleUpperCase()
    const letter = /\p{L}/u.test(first) ? first : '0–9'
    groups.set(letter, [...(groups.get(letter) ?? []), brand])
  }
  return [...groups].map(([letter, members]) => ({ letter, brands: members }))
}

const anchor = (letter: string) => `brands-${letter === '0–9' ? 'digits' : letter.toLowerCase()}`

export function BrandIndex({ brands }: { brands: BrandIndexEntry[] }) {
  const groups = byLetter(brands)
  return (
    <div>
      <Breadcrumbs crumbs={[{ key: 'brands', label: m.brand_index_title() }]} />
      <h1>{m.brand_index_title()}</h1>
      {groups.length === 0 ? (
        <p>{m.brand_index_empty()}</p>
      ) : (
        <>
          <nav aria-label={m.brand_index_letters()} className={styles.letters}>
            {groups.map((group) => (
              <a key={group.letter} href={`#${anchor(group.letter)}`}>
                {group.letter}
              </a>
            ))}
          </nav>
          {groups.map((group) => (
            <section key={group.letter} aria-labelledby={anchor(group.letter)} className={styles.group}>
              <h2 id={anchor(group.letter)} className={styles.letter}>
                {group.letter}
              </h2>
              <ul className={styles.grid}>
                {group.brands.map((brand) => (
                  <li key={brand.id}>
                    <Link to="/brand/$slug/" params={{ slug: brand.slug }} className={styles.tile}>
                      <span className={styles.logo}>
                        {brand.logo ? (
                          <img src={brand.logo} alt="" width={320} height={160} loading="lazy" decoding="async" />
                        ) : (
                          <span aria-hidden="true" style={brand.logo_color ? { color: brand.logo_color } : undefined}>
                            {brand.title}
                          </span>
                        )}
                      </span>
                      <span className={styles.name}>{brand.title}</span>
                      <span className={styles.count}>{m.home_products_count({ count: brand.count })}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  )
}
