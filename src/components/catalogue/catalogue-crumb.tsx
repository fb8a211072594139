// The first crumb of every page inside the catalogue: the catalogue itself.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { Crumb } from '../ui/breadcrumbs'

export const catalogueCrumb = (): Crumb => ({
  key: 'catalog',
  label: m.catalog_title(),
  link: (label) => <Link to="/catalog/">{label}</Link>,
})
