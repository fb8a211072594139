// Small text helpers shared by the seed: bilingual values, slugs, HTML paragraphs, amounts and dates.
import type { Localized } from '../db/schema/columns'

export type L = Localized

export const l = (ru: string, en: string): L => ({ ru, en })

/** Applies a function to both languages. */
export const mapL = (value: L, fn: (text: string, locale: 'ru' | 'en') => string): L => ({
  ru: fn(value.ru, 'ru'),
  en: fn(value.en, 'en'),
})

/** Joins bilingual parts with a separator, skipping empty ones. */
export function joinL(parts: (L | null | undefined)[], separator = ' '): L {
  const present = parts.filter((part): part is L => Boolean(part))
  return {
    ru: present
      .map((part) => part.ru)
      .filter(Boolean)
      .join(separator),
    en: present
      .map((part) => part.en)
      .filter(Boolean)
      .join(separator),
  }
}

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

export function paragraphs(items: L[]): L {
  return {
    ru: items.map((item) => `<p>${item.ru}</p>`).join('\n'),
    en: items.map((item) => `<p>${item.en}</p>`).join('\n'),
  }
}

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}

/** Latin, lower-case, hyphen-separated. */
export function slugify(text: string): string {
  const latin = [...text.toLowerCase()].map((char) => CYRILLIC[char] ?? char).join('')
  return latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const decimal = (value: number, locale: 'ru' | 'en') => {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '')
  return locale === 'ru' ? text.replace('.', ',') : text
}

export type Unit = 'g' | 'ml' | 'cm' | 'pcs' | 'W' | 'l' | 'lmax' | 'kgmax'

/** '400 г' / '400 g', '1,5 кг' / '1.5 kg', '250 мл', '3 шт.', '50 Вт', 'до 100 л'. */
export function formatAmount(value: number, unit: Unit): L {
  switch (unit) {
    case 'g':
      return value >= 1000
        ? l(`${decimal(value / 1000, 'ru')} кг`, `${decimal(value / 1000, 'en')} kg`)
        : l(`${value} г`, `${value} g`)
    case 'ml':
      return value >= 1000
        ? l(`${decimal(value / 1000, 'ru')} л`, `${decimal(value / 1000, 'en')} l`)
        : l(`${value} мл`, `${value} ml`)
    case 'l':
      return l(`${decimal(value, 'ru')} л`, `${decimal(value, 'en')} l`)
    case 'cm':
      return l(`${value} см`, `${value} cm`)
    case 'pcs':
      return l(`${value} шт.`, `${value} pcs`)
    case 'W':
      return l(`${value} Вт`, `${value} W`)
    case 'lmax':
      return l(`до ${value} л`, `up to ${value} l`)
    case 'kgmax':
      return l(`до ${value} кг`, `up to ${value} kg`)
  }
}

export const DAY_MS = 86_400_000

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS)

/** 'YYYY-MM-DD' in UTC, for date columns. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10)

export const pad = (value: number, width: number): string => String(value).padStart(width, '0')
