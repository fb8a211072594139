// Info publications and sales actions over the last two years; sales are linked to their brand's products.
import { publicationCategories, publicationProducts, publications } from '../../db/schema/content'
import { coverImage } from '../art/content-art'
import type { Pet } from '../art/silhouettes'
import type { BrandRef } from '../catalogue/reference'
import type { ProductSummary } from '../catalogue/products'
import type { SeedContext } from '../context'
import { rngFor } from '../random'
import { daysBefore, isoDate, l, paragraphs, slugify, type L } from '../text'
import { INFO_ARTICLES, INFO_CATEGORIES, INFO_CLOSINGS, SALES_CATEGORIES, SALES_TEMPLATES } from './publication-texts'

const PETS: Pet[] = ['dog', 'cat', 'birds', 'fish', 'rodents', 'reptiles']
const SALES_COUNT = 18
/** The newest actions run longer (45, 75, 105, 135 days), so a few are on at any time; older ones have ended. */
const RUNNING_SALES = 4
const saleDays = (index: number) => 45 + (index < RUNNING_SALES ? 30 * index : 0)

export async function seedPublications(
  ctx: SeedContext,
  brands: BrandRef[],
  samples: ProductSummary[],
): Promise<{ info: number; sales: number }> {
  const { db, media, now } = ctx
  const rng = rngFor('publications')
  const categoryRows = await db
    .insert(publicationCategories)
    .values([
      ...INFO_CATEGORIES.map((c, position) => ({
        kind: 'info' as const,
        slug: c.slug,
        title: l(...c.title),
        color: c.color,
        position,
      })),
      ...SALES_CATEGORIES.map((c, position) => ({
        kind: 'sales' as const,
        slug: c.slug,
        title: l(...c.title),
        color: c.color,
        position,
      })),
    ])
    .returning({
      id: publicationCategories.id,
      kind: publicationCategories.kind,
      slug: publicationCategories.slug,
      color: publicationCategories.color,
    })
  const category = (kind: 'info' | 'sales', slug: string) =>
    categoryRows.find((row) => row.kind === kind && row.slug === slug)

  const cover = (dir: string, slug: string, color: string, pet: Pet, seed: number, caption: string) => ({
    imagePreview: media.write(`${dir}/${slug}-preview.svg`, () => coverImage(800, 500, color, pet, seed, caption)),
    imageMain: media.write(`${dir}/${slug}.svg`, () => coverImage(1600, 800, color, pet, seed, caption)),
  })

  const info = INFO_CATEGORIES.flatMap((c) => INFO_ARTICLES[c.slug].map(({ title, text }) => ({ c, title, text })))
  const infoRows = info.map(({ c, title, text }, i) => {
    const slug = slugify(title[1])
    const date = daysBefore(now, Math.round((i + 0.5) * (730 / info.length)) + rng.int(0, 10))
    // The article's own paragraph, then a closing remark of its category.
    const excerpt = l(...text)
    const body = [excerpt, l(...rng.pick(INFO_CLOSINGS[c.slug]))]
    return {
      kind: 'info' as const,
      slug,
      title: l(...title),
      excerpt,
      body: paragraphs(body),
      publicationDate: isoDate(date),
      endsOn: null,
      categoryId: category('info', c.slug)?.id ?? null,
      ...cover('info', slug, c.color, PETS[i % PETS.length] ?? 'dog', i + 1, ''),
      metaTitle: l(...title),
      metaDescription: excerpt,
      isPublished: true,
      updatedAt: date,
    }
  })
  await db.insert(publications).values(infoRows)

  const salesBrands = rng.sample(brands, SALES_COUNT)
  const sales = salesBrands.map((brand, i) => {
    const template = SALES_TEMPLATES[i % SALES_TEMPLATES.length] ?? SALES_TEMPLATES[0]
    if (!template) throw new Error('no sales templates')
    const value = rng.pick([5, 10, 15, 20, 25])
    const title = l(...template.title(brand.title, value))
    const date = daysBefore(now, Math.round(i * (720 / SALES_COUNT)) + rng.int(0, 5))
    const slug = slugify(title.en)
    const endsOn = isoDate(daysBefore(date, -saleDays(i)))
    const pitch: L = l(
      `Акция действует для всех зарегистрированных клиентов до ${endsOn.split('-').reverse().join('.')}.`,
      `The offer is open to all registered clients until ${endsOn}.`,
    )
    return {
      brand,
      row: {
        kind: 'sales' as const,
        slug,
        title,
        excerpt: pitch,
        body: paragraphs([
          l(`${title.ru}.`, `${title.en}.`),
          pitch,
          l('Подробности уточняйте у своего менеджера.', 'Ask your manager for details.'),
        ]),
        publicationDate: isoDate(date),
        endsOn,
        categoryId: category('sales', template.category)?.id ?? null,
        ...cover('sales', slug, brand.color, PETS[i % PETS.length] ?? 'dog', i + 101, template.caption(value)),
        metaTitle: title,
        metaDescription: pitch,
        isPublished: true,
        updatedAt: date,
      },
    }
  })
  const salesRows = await db
    .insert(publications)
    .values(sales.map((s) => s.row))
    .returning({ id: publications.id, slug: publications.slug })
  const links = sales.flatMap((sale) => {
    const id = salesRows.find((row) => row.slug === sale.row.slug)?.id
    const own = samples.filter((p) => p.brandId === sale.brand.id).slice(0, 12)
    return id === undefined ? [] : own.map((p) => ({ publicationId: id, productId: p.id }))
  })
  if (links.length > 0) await db.insert(publicationProducts).values(links)
  return { info: infoRows.length, sales: salesRows.length }
}
