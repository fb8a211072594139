import { createFileRoute } from '@tanstack/react-router'
import { AboutSection } from '../../components/company/about-section'
import { CompanyPage } from '../../components/company/company-page'
import { FeatureList } from '../../components/company/feature-list'
import { getAboutPage } from '../../api/content'
import { orNotFound } from '../../lib/or-not-found'
import { contentHead } from '../../lib/content-head'
import { m } from '../../../messages/compiled/messages.js'

export const Route = createFileRoute('/about/')({
  loader: () => orNotFound(getAboutPage(), { badRequest: true }),
  head: ({ loaderData }) => contentHead(loaderData),
  component: AboutRoute,
})

function AboutRoute() {
  const page = Route.useLoaderData()
  // The section's button leads to this very page elsewhere on the site; here it would point at itself.
  const about = page.about && { ...page.about, button: page.about.button?.url === '/about/' ? null : page.about.button }
  return (
    <CompanyPage title={page.title} body={page.body}>
      {about ? <AboutSection about={about} /> : null}
      {page.features.length > 0 ? <FeatureList features={page.features} title={m.company_features_title()} /> : null}
    </CompanyPage>
  )
}
