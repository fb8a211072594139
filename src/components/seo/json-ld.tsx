// One JSON-LD block; the data comes from src/lib/seo/structured-data.ts.
import { jsonLdText } from '../../lib/seo/structured-data'

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
