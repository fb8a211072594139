import { Link } from '@tanstack/react-router'
import { m } from '../../paraglide/messages.js'
import type { CategoryNode } from '../../schemas/site'

export function CategoryList({ categories }: { categories: CategoryNode[] }) {
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to="/catalog/$/" params={{ _splat: category.path }}>
            {category.title}
          </Link>{' '}
          <span>{m.home_products_count({ count: category.count })}</span>
        </li>
      ))}
    </ul>
  )
}
