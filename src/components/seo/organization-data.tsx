// The shop as an organization for search engines (JSON-LD), on every page.
import { organizationData } from '../../lib/seo/structured-data'
import type { PageVars } from '../../../contract/site'
import { JsonLd } from './json-ld'

export function OrganizationData({ vars }: { vars: PageVars }) {
  const { settings, footer } = vars
  const data = organizationData({
    name: settings.site_name,
    url: settings.site_url,
    logo: footer.logo,
    phones: footer.phones,
    emails: footer.emails,
  })
  return <JsonLd data={data} />
}
