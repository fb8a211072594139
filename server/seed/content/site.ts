// Company constants shared by settings, pages and contacts.
import { l } from '../text'

export const SITE = {
  name: l('Витрина', 'Vitrina'),
  legalName: l('ООО «Витрина»', 'Vitrina LLC'),
  founded: 2009,
  phone: '+7 495 120-45-67',
  freePhone: '8 800 555-35-35',
  email: 'info@example.com',
  salesEmail: 'opt@example.com',
  address: l('Москва, Складская улица, 14, стр. 2', '14/2 Skladskaya St, Moscow'),
  warehouse: l(
    'Московская область, Подольск, Производственная улица, 9',
    '9 Proizvodstvennaya St, Podolsk, Moscow Region',
  ),
  inn: '7701234560',
} as const

/** Russian plural: 1 год, 2 года, 5 лет. */
export function pluralRu(value: number, one: string, few: string, many: string): string {
  const mod10 = value % 10
  const mod100 = value % 100
  if (mod10 === 1 && mod100 !== 11) return one
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few
  return many
}
