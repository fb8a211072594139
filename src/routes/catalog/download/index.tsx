import { Link, createFileRoute } from '@tanstack/react-router'
import { DownloadPage } from '../../../components/catalogue-download/download-page'
import { Breadcrumbs } from '../../../components/ui/breadcrumbs'
import { api } from '../../../api/instance'
import { m } from '../../../../messages/compiled/messages.js'
import type { CatalogueDownloadPage } from '../../../../contract/catalogue-download'

export const Route = createFileRoute('/catalog/download/')({
  loader: () => api().get<CatalogueDownloadPage>('catalog/download/page/'),
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData?.meta.title ?? `${m.pdf_page_title()} — ${m.site_name()}` },
      ...(loaderData?.meta.description ? [{ name: 'description', content: loaderData.meta.description }] : []),
      ...(loaderData?.meta.keywords ? [{ name: 'keywords', content: loaderData.meta.keywords }] : []),
    ],
  }),
  component: CatalogueDownloadRoute,
})

function CatalogueDownloadRoute() {
  const page = Route.useLoaderData()
  return (
    <div>
      <Breadcrumbs
        crumbs={[
          { key: 'catalog', label: m.catalog_title(), link: (label) => <Link to="/catalog/">{label}</Link> },
          { key: 'download', label: page.title },
        ]}
      />
      <DownloadPage page={page} />
    </div>
  )
}
