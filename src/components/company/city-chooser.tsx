// The cities that have shops or dealers, the default one first; the chosen city goes to the query string
// (the default city keeps the plain /shops/ address); the router marks the current one with aria-current.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { ShopCity } from '../../../contract/content'
import styles from './city-chooser.module.css'

export function CityChooser({ cities }: { cities: ShopCity[] }) {
  const ordered = [...cities.filter((city) => city.is_default), ...cities.filter((city) => !city.is_default)]
  return (
    <nav aria-label={m.company_shops_cities()}>
      <ul className={styles.cities}>
        {ordered.map((city) => (
          <li key={city.id}>
            <Link
              to="/shops/"
              search={city.is_default ? {} : { city: String(city.id) }}
              className={styles.city}
              activeOptions={{ exact: true, includeSearch: true }}
              resetScroll={false}
            >
              {city.title}
              <span className={styles.count}>{city.shops + city.dealers}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
