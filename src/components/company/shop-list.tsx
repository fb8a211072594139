// Shops or dealers of one city: name, address with a map link when its place is known, phone and hours.
import { telHref } from '../../../contract/format/tel-href'
import { m } from '../../../messages/compiled/messages.js'
import type { Shop } from '../../../contract/content'
import { EmptyNote } from './empty-note'
import styles from './shop-list.module.css'

const mapUrl = ({ latitude, longitude }: Shop) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`

export function ShopList({ title, shops }: { title: string; shops: Shop[] }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {shops.length === 0 ? (
        <EmptyNote />
      ) : (
        <ul className={styles.list}>
          {shops.map((shop) => (
            <li key={shop.id} className={styles.shop} data-shop-kind={shop.kind}>
              <h3 className={styles.title}>{shop.title}</h3>
              <dl className={styles.details}>
                <dt>{m.company_shop_address()}</dt>
                <dd>
                  {shop.address}
                  {shop.latitude !== null && shop.longitude !== null ? (
                    <>
                      {' '}
                      <a href={mapUrl(shop)} target="_blank" rel="noopener noreferrer" className={styles.map}>
                        {m.company_shop_map()}
                        <span className="visually-hidden"> ({m.company_new_tab()})</span>
                      </a>
                    </>
                  ) : null}
                </dd>
                {shop.phone ? (
                  <>
                    <dt>{m.company_phone()}</dt>
                    <dd>
                      <a href={telHref(shop.phone)}>{shop.phone}</a>
                    </dd>
                  </>
                ) : null}
                {shop.hours ? (
                  <>
                    <dt>{m.company_shop_hours()}</dt>
                    <dd>{shop.hours}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
