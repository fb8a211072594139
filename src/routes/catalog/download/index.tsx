import { createFileRoute } from '@tanstack/react-router'
import { catalogueCrumb } from '../../../components/catalogue/catalogue-crumb'
import { DownloadPage } from '../../../components/catalogue-download/download-page'
import { Breadcrumbs } from '../../../components/ui/breadcrumbs'
import { getCatalogueDownloadPage } from '../../../api/catalogue-download'
import { m } from '../../../../messages/compiled/messages.js'

export const Route = createFileRoute('/catalog/download/')({
  loader: () => getCatalogueDownloadPage(),
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
      <Breadcrumbs crumbs={[catalogueCrumb(), { key: 'download', label: page.title }]} />
      <DownloadPage page={page} />
    </div>
  )
}
