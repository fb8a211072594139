// Every page type of the shop, once, with the demo data's first item of each kind: the list the page checks
// (axe, the Nu HTML checker) walk in both languages. A new page type is one line here.
import type { ProductListResponse } from '../../../contract/catalogue'
import type { PublicationList, Vacancy } from '../../../contract/content'
import type { CategoryNode } from '../../../contract/site'

/** What the paths are made of: the first category, product, brand, publication and vacancy the API lists. */
export type Samples = {
  top: string
  leaf: string
  product: string
  brand: string
  sale: string
  article: string
  vacancy: string
}

export type PageType = { name: string; path: (samples: Samples) => string; buyer?: boolean }

export const PAGE_TYPES: PageType[] = [
  { name: 'home', path: () => '/' },
  { name: 'catalogue root', path: () => '/catalog/' },
  { name: 'category', path: (s) => `/catalog/${s.top}/` },
  { name: 'subcategory in rows', path: (s) => `/catalog/${s.leaf}/?v=rows` },
  { name: 'product', path: (s) => `/product/${s.product}/` },
  { name: 'brands index', path: () => '/brand/' },
  { name: 'brand page', path: (s) => `/brand/${s.brand}/` },
  { name: 'search', path: () => '/search/?q=корм' },
  { name: 'sales list', path: () => '/sales/' },
  { name: 'sale', path: (s) => s.sale },
  { name: 'info list', path: () => '/info/' },
  { name: 'article', path: (s) => s.article },
  { name: 'vacancies', path: () => '/vacancies/' },
  { name: 'vacancy', path: (s) => `/vacancies/${s.vacancy}/` },
  { name: 'vacancy form', path: (s) => `/vacancies/${s.vacancy}/form/` },
  { name: 'about', path: () => '/about/' },
  { name: 'contacts', path: () => '/contacts/' },
  { name: 'faq', path: () => '/faq/' },
  { name: 'shops', path: () => '/shops/' },
  { name: 'partners', path: () => '/partners/' },
  { name: 'team', path: () => '/team/' },
  { name: 'documents', path: () => '/appndx/' },
  { name: 'flat page', path: () => '/delivery/' },
  { name: 'registration', path: () => '/auth/registration/' },
  { name: 'loyalty programme (public)', path: () => '/loyalty-program/' },
  { name: 'not found', path: () => '/no-such-page/' },
  { name: 'cart', path: () => '/order/cart/', buyer: true },
  { name: 'checkout', path: () => '/order/form/', buyer: true },
  { name: 'product with prices', path: (s) => `/product/${s.product}/`, buyer: true },
  { name: 'category with prices', path: (s) => `/catalog/${s.top}/`, buyer: true },
  { name: 'my profile', path: () => '/my/', buyer: true },
  { name: 'bonuses', path: () => '/my/bonuses/', buyer: true },
  { name: 'order history', path: () => '/my/history/', buyer: true },
  { name: 'favourites', path: () => '/my/favorites/', buyer: true },
  { name: 'survey', path: () => '/my/survey/', buyer: true },
  { name: 'loyalty programme', path: () => '/my/loyalty-program/', buyer: true },
]

const json = async <T>(baseURL: string, address: string): Promise<T> => {
  const response = await fetch(`${baseURL}/api/${address}`)
  if (!response.ok) throw new Error(`${address}: ${response.status}`)
  return response.json() as Promise<T>
}

export async function loadSamples(baseURL: string): Promise<Samples> {
  const tree = await json<CategoryNode[]>(baseURL, 'catalog/categories/')
  const top = tree.find((node) => node.children.length > 0)!
  const listing = await json<ProductListResponse>(baseURL, `catalog/products/?path=${top.path}`)
  const [sales, articles, vacancies] = await Promise.all([
    json<PublicationList>(baseURL, 'pages/sales/actions/'),
    json<PublicationList>(baseURL, 'pages/info/publications/'),
    json<{ results: Vacancy[] }>(baseURL, 'pages/vacancies/'),
  ])
  return {
    top: top.path,
    leaf: top.children[0]!.path,
    product: listing.products[0]!.slug,
    brand: listing.brands[0]!.slug,
    sale: sales.results[0]!.url,
    article: articles.results[0]!.url,
    vacancy: vacancies.results[0]!.slug,
  }
}
