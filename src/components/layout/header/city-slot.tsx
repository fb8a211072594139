// The visitor's city in the top bar and the mobile drawer; a click opens the city picker.
import { m } from '../../../../messages/compiled/messages.js'
import { useCity } from '../../../state/city-provider'
import { PinIcon } from '../../ui/icons'
import styles from './city-slot.module.css'

/** `onOpen` runs as the picker opens (the drawer closes itself, so the picker's focus trap is the only one). */
export function CitySlot({ onOpen }: { onOpen?: () => void }) {
  const { city, send } = useCity()
  return (
    <button
      type="button"
      className={styles.city}
      aria-haspopup="dialog"
      aria-label={city ? m.city_slot_label({ city: city.title }) : undefined}
      data-testid="city-slot"
      onClick={() => {
        onOpen?.()
        send({ type: 'city.open' })
      }}
    >
      <PinIcon size={15} />
      <span>{city?.title ?? m.header_city()}</span>
    </button>
  )
}
