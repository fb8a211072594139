// Placeholder for the city picker (SPEC: city picker overlay, city contacts override the defaults).
// The picker issue passes the chosen city and an opener; until then the slot only shows the prompt.
import { m } from '../../../paraglide/messages.js'
import { PinIcon } from '../../ui/icons'
import styles from './city-slot.module.css'

type CitySlotProps = { city?: string | null; onOpen?: () => void }

export function CitySlot({ city = null, onOpen }: CitySlotProps) {
  const content = (
    <>
      <PinIcon size={15} />
      <span>{city ?? m.header_city()}</span>
    </>
  )
  return onOpen ? (
    <button type="button" className={`${styles.city} ${styles.button}`} onClick={onOpen}>
      {content}
    </button>
  ) : (
    <span className={styles.city}>{content}</span>
  )
}
