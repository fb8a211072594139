// How the goods arrive: the delivery method, the address (with suggestions; not asked for a pickup), the day from
// today in the shop's time zone up to three months ahead, and a time window.
import { useState } from 'react'
import { addDays } from '../../../contract/dates/calendar-arithmetic'
import { m } from '../../../messages/compiled/messages.js'
import { earliestDeliveryDate } from '../../../contract/dates/delivery-calendar'
import { useSiteVars } from '../../lib/root-data'
import { DELIVERY_TYPES, type DeliveryType } from '../../../contract/orders'
import type { Checkout } from '../../state/use-checkout'
import { useSuggestions } from '../../state/use-suggestions'
import { ChoiceGroup } from '../ui/choice-group'
import { DatePicker } from '../ui/date-picker'
import { FieldFrame } from '../ui/field-frame'
import { SuggestField } from '../ui/suggest-field'
import styles from './checkout-form.module.css'
import { required } from './required-label'

const HORIZON_DAYS = 90
const TIME_WINDOWS = ['09:00–12:00', '12:00–15:00', '15:00–18:00']

const DELIVERY_LABELS: Record<DeliveryType, () => string> = {
  delivery: m.orders_delivery_delivery,
  pickup: m.orders_delivery_pickup,
  transport_company: m.orders_delivery_transport_company,
}

export function DeliverySection({ checkout }: { checkout: Checkout }) {
  const { values, edit, errors } = checkout
  // What the buyer typed into the address; a pick clears it, so the list does not reopen.
  const [typed, setTyped] = useState('')
  const suggestions = useSuggestions('address', typed)
  const earliest = earliestDeliveryDate(new Date(), useSiteVars()?.settings.delivery_cutoff)
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{m.checkout_section_delivery()}</legend>
      <ChoiceGroup
        legend={required(m.checkout_delivery_type())}
        name="delivery_type"
        value={values.delivery_type}
        options={DELIVERY_TYPES.map((type) => ({ value: type, label: DELIVERY_LABELS[type]() }))}
        onValueChange={(value) => edit('delivery_type', value)}
        errors={errors('delivery_type')}
      />
      {values.delivery_type === 'pickup' ? null : (
        <SuggestField
          label={required(m.checkout_address())}
          name="delivery_address"
          value={values.delivery_address}
          onValueChange={(value) => {
            edit('delivery_address', value)
            setTyped(value)
          }}
          errors={errors('delivery_address')}
          options={suggestions.map(({ value }, index) => ({ key: `${index}-${value}`, label: value }))}
          onPick={(index) => {
            setTyped('')
            const picked = suggestions[index]
            if (picked) edit('delivery_address', picked.value)
          }}
          listLabel={m.checkout_address_suggestions()}
        />
      )}
      <div className={styles.grid}>
        <DatePicker
          label={required(m.checkout_date())}
          name="delivery_date"
          value={values.delivery_date || null}
          onChange={(value) => edit('delivery_date', value)}
          min={earliest}
          max={addDays(earliest, HORIZON_DAYS)}
          workingDaysOnly
          errors={errors('delivery_date')}
        />
        <FieldFrame label={m.checkout_time()} errors={errors('delivery_time')}>
          {(control) => (
            <select
              {...control}
              name="delivery_time"
              className={styles.select}
              value={values.delivery_time}
              onChange={(event) => edit('delivery_time', event.currentTarget.value)}
            >
              <option value="">{m.checkout_time_any()}</option>
              {TIME_WINDOWS.map((window) => (
                <option key={window} value={window}>
                  {window}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
    </fieldset>
  )
}
