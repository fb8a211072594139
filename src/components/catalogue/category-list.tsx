import { Link } from '@tanstack/react-router'
import type { CategoryNode } from '../../schemas/site'

export function CategoryList({ categories }: { categories: CategoryNode[] }) {
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to="/catalog/$/" params={{ _splat: category.path }}>
            {category.title}
          </Link>{' '}
          <span>{category.count}</span>
        </li>
      ))}
    </ul>
  )
}
