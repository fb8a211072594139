// The documents of the demo data set as PDF files, one per language: the /appndx/ page lists them and the
// managers' storage links the order form.
import type { BrandRef } from '../catalogue/reference'
import type { SeedContext } from '../context'
import { SITE } from '../content/site'
import { l, type L } from '../text'
import { documentDefs } from './documents-data'
import { renderPdf } from './pdf-layout'

export type SeededDocument = { slug: string; title: L; summary: L; url: L; size: L }

/** The printable order blank a manager hands out (the Russian one: the managers work in Russian). */
export function orderFormUrl(documents: SeededDocument[]): string {
  const form = documents.find((document) => document.slug === 'order-form')
  if (!form) throw new Error('the order form was not written')
  return form.url.ru
}

const kilobytes = (bytes: number): L => {
  const kb = Math.max(1, Math.round(bytes / 1024))
  return l(`PDF, ${kb} КБ`, `PDF, ${kb} KB`)
}

export async function seedDocuments(ctx: SeedContext, brands: BrandRef[]): Promise<SeededDocument[]> {
  const seeded: SeededDocument[] = []
  for (const def of documentDefs(brands, ctx.now)) {
    const dir = def.slug === 'order-form' ? 'forms' : 'documents'
    const files = await Promise.all(
      (['ru', 'en'] as const).map(async (locale) => {
        const bytes = await renderPdf(
          { title: def.title[locale], author: SITE.legalName[locale], lang: locale, date: ctx.now },
          (page) => def.draw(page, locale),
        )
        return {
          url: ctx.media.write(`${dir}/${def.slug}${locale === 'ru' ? '' : '-en'}.pdf`, bytes),
          size: kilobytes(bytes.length),
        }
      }),
    )
    const [ru, en] = files
    if (!ru || !en) throw new Error(`document ${def.slug} not written`)
    seeded.push({
      slug: def.slug,
      title: def.title,
      summary: def.summary,
      url: l(ru.url, en.url),
      size: l(ru.size.ru, en.size.en),
    })
  }
  return seeded
}
