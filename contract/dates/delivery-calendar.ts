// The delivery calendar, shared by the checkout's date picker and the server: goods are delivered on working
// days (Monday to Friday); an order placed on a working day before the cut-off (Moscow time, 14:00 unless
// DELIVERY_CUTOFF_TIME says otherwise) can be delivered that day, later ones from the next working day.

import { addDays, isWorkingDay } from './calendar-arithmetic'

export { isWorkingDay }

export const DEFAULT_DELIVERY_CUTOFF = '14:00'

const SHOP_TIME_ZONE = 'Europe/Moscow'

/** The first working day on or after `iso`. */
function workingDayFrom(iso: string): string {
  let day = iso
  while (!isWorkingDay(day)) day = addDays(day, 1)
  return day
}

/** The earliest delivery date for an order placed at `now`, with the cut-off as `HH:MM` Moscow time. */
export function earliestDeliveryDate(now = new Date(), cutoff = DEFAULT_DELIVERY_CUTOFF): string {
  const today = now.toLocaleDateString('sv-SE', { timeZone: SHOP_TIME_ZONE })
  const time = now.toLocaleTimeString('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return workingDayFrom(time < cutoff ? today : addDays(today, 1))
}
