// Shapes of the content-page answers (pages/…), shared by the server and the storefront.
import type { BrandRef, ProductCard } from './catalogue'

export type PageMeta = { title: string; description: string; keywords: string }

/**
 * What every page answer carries; `body` is the page's own sanitized HTML ('' when it has none). `kind` tells a
 * flat page (served by the storefront's /{slug}/ catch-all) from a page of a fixed section.
 */
export type ContentPage = {
  slug: string
  kind: 'system' | 'flat'
  title: string
  body: string
  meta: PageMeta
  updated: string
}

export type PublicationCategory = { id: number; title: string; color: string | null; slug: string }

/** A news article or a sales action in a list. */
export type PublicationItem = {
  id: number
  title: string
  slug: string
  /** YYYY-MM-DD. */
  publication_date: string
  /** YYYY-MM-DD, sales actions only. */
  ends_on: string | null
  excerpt: string
  image_preview: string | null
  image_main: string | null
  category: Omit<PublicationCategory, 'id'> | null
  /** Route of the page: /info/{DD-MM-YYYY}/{slug}/ or /sales/{DD-MM-YYYY}/{slug}/. */
  url: string
  updated: string
}

export type PublicationLink = Pick<PublicationItem, 'id' | 'title' | 'slug' | 'publication_date' | 'url'>

export type PublicationList = {
  count: number
  pages: number
  page: number
  page_size: number
  results: PublicationItem[]
}

export type PublicationDetail = PublicationItem & {
  body: string
  meta: PageMeta
  /** The one published just before (older), and just after (newer). */
  previous: PublicationLink | null
  next: PublicationLink | null
  /** Products taking part in a sales action (always empty for articles). */
  products: ProductCard[]
}

export type PublicationSectionPage = ContentPage & { categories: PublicationCategory[] }

export type Slide = {
  id: number
  image: string
  image_full: string | null
  text: string
  color: string | null
  position: 'left' | 'center' | 'right'
  btn_text: string
  btn_url: string | null
}

export type Feature = {
  id: number
  title: string
  description: string
  color: string | null
  bg_color: string | null
  icon_file: string | null
}

export type AboutFact = { value: string; description: string; color: string; bg_color: string; image: string }

export type AboutSection = {
  image: string | null
  title: string
  text: string
  button: { label: string; url: string } | null
  facts: AboutFact[]
}

export type BrandTile = BrandRef & { logo: string | null }

export type HomePage = ContentPage & {
  slides: Slide[]
  /** Products labelled as special offers or new. */
  special: ProductCard[]
  hits: ProductCard[]
  news: PublicationItem[]
  brands: BrandTile[]
  about: AboutSection | null
  features: Feature[]
}

export type AboutPage = ContentPage & { about: AboutSection | null; features: Feature[] }

export type TeamMember = {
  id: number
  name: string
  role: string
  photo: string | null
  email: string | null
  phone: string | null
}
export type Partner = { id: number; title: string; logo: string | null; url: string | null; description: string }
export type FaqItem = { id: number; question: string; answer: string }

export type CityContacts = { id: number; title: string; phone: string; email: string; is_default: boolean }

export type ContactsPage = ContentPage & { phones: string[]; emails: string[]; cities: CityContacts[] }

export type Shop = {
  id: number
  kind: 'shop' | 'dealer'
  title: string
  address: string
  phone: string | null
  hours: string
  latitude: number | null
  longitude: number | null
}

export type ShopCity = { id: number; title: string; shops: number; dealers: number; is_default: boolean }
export type ShopsData = { cities: ShopCity[]; default_city: number | null }
export type CityShops = { city: { id: number; title: string }; shops: Shop[]; dealers: Shop[] }

export type Vacancy = {
  id: number
  slug: string
  title: string
  salary: string
  contact_name: string
  phone: string | null
  email: string | null
  city: string
  place_of_work: string
  schedule: string
  updated: string
}

export type VacancyDetail = Vacancy & { body: string; meta: PageMeta }
