// A news article or a sales action: breadcrumbs back to its list, the title, date and category, the main
// image, the staff-written body, sharing, the neighbours and whatever the page adds below (an action's goods).
import type { ReactNode } from 'react'
import { formatDate } from '../../../contract/format/date'
import type { PublicationKind } from '../../lib/publications/publication-kind'
import { useSiteVars } from '../../lib/root-data'
import { getLocale, localizeHref } from '../../../messages/compiled/runtime.js'
import type { PublicationDetail } from '../../../contract/content'
import { canonicalUrl } from '../../../contract/search-engines'
import { AppLink } from '../ui/app-link'
import { BreadcrumbData } from '../seo/breadcrumb-data'
import { Breadcrumbs } from '../ui/breadcrumbs'
import { RichText } from '../ui/rich-text'
import { CategoryBadge } from './category-badge'
import { PublicationNeighbours } from './publication-neighbours'
import styles from './publication-article.module.css'
import { ShareLinks } from './share-links'
import { SaleTerm } from './sale-term'

type PublicationArticleProps = {
  kind: PublicationKind
  sectionTitle: string
  item: PublicationDetail
  children?: ReactNode
}

export function PublicationArticle({ kind, sectionTitle, item, children }: PublicationArticleProps) {
  const locale = getLocale()
  const siteUrl = useSiteVars()?.settings.site_url ?? ''
  const path = localizeHref(item.url)
  return (
    <article className={styles.article}>
      <Breadcrumbs
        crumbs={[
          { key: kind, label: sectionTitle, link: (label) => <AppLink to={`/${kind}/`}>{label}</AppLink> },
          { key: item.slug, label: item.title },
        ]}
      />
      <BreadcrumbData
        crumbs={[
          { name: sectionTitle, path: `/${kind}/` },
          { name: item.title, path: item.url },
        ]}
      />
      <h1 className={styles.title}>{item.title}</h1>
      <p className={styles.meta}>
        <time dateTime={item.publication_date}>{formatDate(item.publication_date, locale)}</time>
        <SaleTerm endsOn={item.ends_on} />
        {item.category ? <CategoryBadge category={item.category} /> : null}
      </p>
      {item.image_main ? <img src={item.image_main} alt="" width={1600} height={800} className={styles.image} /> : null}
      <RichText html={item.body} className={styles.body} />
      <ShareLinks url={canonicalUrl(siteUrl, path)} title={item.title} />
      {children}
      <PublicationNeighbours previous={item.previous} next={item.next} />
    </article>
  )
}
