// The city's contacts replace the site's default ones in the header and the footer (SPEC 2 "Footer").
import type { City } from '../../../contract/geo'
import type { FooterConfig, HeaderConfig } from '../../../contract/site'

export function headerContacts(city: City | null, header: HeaderConfig | undefined): { phone: string; email: string } {
  return { phone: city?.phone || header?.phone || '', email: city?.email || header?.email || '' }
}

export function footerContacts(
  city: City | null,
  footer: FooterConfig | undefined,
): { phones: string[]; emails: string[] } {
  return {
    phones: city?.phone ? [city.phone] : (footer?.phones ?? []),
    emails: city?.email ? [city.email] : (footer?.emails ?? []),
  }
}
