// Page titles and meta descriptions of the catalogue and its categories, from the category tree: a category's name
// with its parents (two "Сухой корм" live under dogs and cats), the number of goods and the sections below it.
import { m } from '../../../messages/compiled/messages.js'
import type { CategoryNode } from '../../../contract/site'
import { metaDescription } from './meta-text'

const titles = (categories: { title: string }[]) => categories.map((category) => category.title).join(', ')

export function catalogueDescription(categories: { title: string }[]): string {
  return metaDescription(m.catalog_meta_description({ sections: titles(categories) }))
}

/** The category with its parents, "Сухой корм (Собаки, Корм)": unique, unlike the title alone. */
export function categoryName(category: Pick<CategoryNode, 'title' | 'categories_path'>): string {
  const trail = titles(category.categories_path)
  return trail ? `${category.title} (${trail})` : category.title
}

type DescribedCategory = Pick<CategoryNode, 'title' | 'categories_path' | 'count'> & { children: { title: string }[] }

export function categoryDescription(category: DescribedCategory): string {
  const name = categoryName(category)
  const count = m.home_products_count({ count: category.count })
  return metaDescription(
    category.children.length > 0
      ? m.category_meta_description_sections({ name, count, sections: titles(category.children) })
      : m.category_meta_description({ name, count }),
  )
}
