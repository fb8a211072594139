// The trail above a category's title: the catalogue and the category's parents, on the page and for search engines.
import { Link } from '@tanstack/react-router'
import type { PageCategory } from '../../lib/catalogue/category-page'
import { categoryCrumbs } from '../../lib/seo/structured-data'
import { m } from '../../../messages/compiled/messages.js'
import { BreadcrumbData } from '../seo/breadcrumb-data'
import { Breadcrumbs } from '../ui/breadcrumbs'
import { catalogueCrumb } from './catalogue-crumb'

export function CategoryTrail({ category }: { category: PageCategory }) {
  return (
    <>
      <Breadcrumbs
        crumbs={[
          catalogueCrumb(),
          ...category.categories_path.map((crumb) => ({
            key: crumb.path,
            label: crumb.title,
            link: (label: React.ReactNode) => (
              <Link to="/catalog/$/" params={{ _splat: crumb.path }}>
                {label}
              </Link>
            ),
          })),
          { key: category.path, label: category.title },
        ]}
      />
      <BreadcrumbData crumbs={categoryCrumbs(m.catalog_title(), [...category.categories_path, category])} />
    </>
  )
}
