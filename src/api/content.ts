// Staff-written pages (server/modules/content): home, company pages, shops, publications, vacancies and the flat
// pages at /{slug}/.
import type {
  AboutPage,
  CityShops,
  ContactsPage,
  ContentPage,
  FaqItem,
  HomePage,
  Partner,
  PublicationDetail,
  PublicationList,
  PublicationSectionPage,
  ShopsData,
  TeamMember,
  Vacancy,
  VacancyDetail,
} from '../../contract/content'
import type { PublicationFilter, PublicationKind } from '../lib/publications/publication-kind'
import type { CallControl } from './call-control'
import { api } from './instance'

export const getHomePage = (options?: CallControl) => api().get<HomePage>('pages/homepage/', options)

export const getAboutPage = (options?: CallControl) => api().get<AboutPage>('pages/about/', options)

export const getTeamPage = (options?: CallControl) =>
  api().get<ContentPage & { members: TeamMember[] }>('pages/teampage/', options)

export const getContactsPage = (options?: CallControl) => api().get<ContactsPage>('pages/contactspage/', options)

export const getPartnersPage = (options?: CallControl) =>
  api().get<ContentPage & { partners: Partner[] }>('pages/partnerspage/', options)

export const getFaqPage = (options?: CallControl) =>
  api().get<ContentPage & { items: FaqItem[] }>('pages/faq/', options)

/** A page by its slug: a flat page (delivery, payment…) or a fixed section's (`appndx`). */
export const getContentPage = (slug: string, options?: CallControl) => api().get<ContentPage>(`pages/${slug}/`, options)

export const getShopsPage = (options?: CallControl) => api().get<ContentPage>('pages/shops/page/', options)

/** The cities with shops or dealers, and the default one. */
export const getShopsData = (options?: CallControl) => api().get<ShopsData>('pages/shops/data/', options)

/** The shops and dealers of a city (the default city without one). */
export const getCityShops = (city: number | string | null, options?: CallControl) =>
  api().get<CityShops>('pages/shops/shops/', { ...options, query: city === null ? undefined : { city } })

const PUBLICATIONS: Record<PublicationKind, { page: string; items: string }> = {
  info: { page: 'pages/info/page/', items: 'pages/info/publications/' },
  sales: { page: 'pages/sales/page/', items: 'pages/sales/actions/' },
}

/** The section page of news (info) or sales actions, with its categories. */
export const getPublicationSection = (kind: PublicationKind, options?: CallControl) =>
  api().get<PublicationSectionPage>(PUBLICATIONS[kind].page, options)

export const getPublications = (kind: PublicationKind, filter: PublicationFilter, options?: CallControl) =>
  api().get<PublicationList>(PUBLICATIONS[kind].items, {
    ...options,
    query: { category: filter.category, page: filter.page },
  })

/** An item by its slug; the API answers 404 when `date` (DD-MM-YYYY, of its URL) is not the item's. */
export const getPublication = (kind: PublicationKind, slug: string, date: string, options?: CallControl) =>
  api().get<PublicationDetail>(`${PUBLICATIONS[kind].items}${slug}/`, { ...options, query: { date } })

export const getVacanciesPage = (options?: CallControl) =>
  api().get<ContentPage & { results: Vacancy[] }>('pages/vacancies/', options)

export const getVacancy = (slug: string, options?: CallControl) =>
  api().get<VacancyDetail>(`pages/vacancies/${slug}/`, options)
