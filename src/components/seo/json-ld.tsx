// One JSON-LD block; the data comes from src/lib/seo/structured-data.ts.
import { useRouter } from '@tanstack/react-router'
import { jsonLdText } from '../../lib/seo/structured-data'

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // The page's script nonce (a data block is never run, but a strict policy audit expects every script to carry it).
  const nonce = useRouter().options.ssr?.nonce
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
