/** A tel: link of a phone number as people write it ('+7 495 120-45-70'). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
