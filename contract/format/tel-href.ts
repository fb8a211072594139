/** A phone as typed by staff ("+7 495 120-45-67") as a dialable link: digits and the plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
