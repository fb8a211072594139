// Pages with their meta tags; the about and home pages also carry the about section (image, text, facts).
import { pages } from '../../db/schema/content'
import { aboutImage, factBackground } from '../art/content-art'
import { ACCENT } from '../art/logos'
import type { SeedContext } from '../context'
import { rngFor } from '../random'
import { daysBefore, joinL, l, paragraphs, type L } from '../text'
import type { SeededDocument } from '../documents/documents'
import { PAGES } from './pages-data'
import { SITE, pluralRu } from './site'

type Fact = { value: L; description: L; color: string; bg_color: string; image: string }

function aboutSection(ctx: SeedContext, brandCount: number) {
  const years = ctx.now.getUTCFullYear() - SITE.founded
  const palette = [
    ['#1b7a6e', '#e3f4f1'],
    ['#d9822b', '#fdf1e4'],
    ['#3f6ad8', '#e8eefc'],
    ['#b83280', '#fbe9f3'],
    ['#2f855a', '#e6f4ec'],
  ] as const
  const facts: [L, L][] = [
    [
      l(`${years} ${pluralRu(years, 'год', 'года', 'лет')}`, `${years} years`),
      l('на рынке товаров для животных', 'in the pet goods market'),
    ],
    [l('12 000+', '12,000+'), l('товарных позиций на складе', 'items in stock')],
    [l(String(brandCount), String(brandCount)), l('брендов из 20 стран', 'brands from 20 countries')],
    [l('3 500', '3,500'), l('партнёров по всей России', 'partners across Russia')],
    [l('24 ч', '24 h'), l('от подтверждения заказа до отгрузки', 'from confirmation to shipping')],
  ]
  return {
    image: ctx.media.write('about/warehouse.svg', () => aboutImage(ACCENT)),
    title: l(
      `Оптовые поставки товаров для животных с ${SITE.founded} года`,
      `Wholesale pet supplies since ${SITE.founded}`,
    ),
    text: paragraphs([
      l(
        'Мы помогаем зоомагазинам, ветеринарным клиникам и грумерам получать нужные товары быстро и без лишних хлопот.',
        'We help pet shops, vet clinics and groomers get the goods they need quickly and without hassle.',
      ),
      l(
        'Персональный менеджер, прозрачные цены, бонусная программа и доставка по всей стране.',
        'A personal manager, clear prices, a bonus programme and delivery across the country.',
      ),
    ]),
    button: { label: l('Подробнее о компании', 'More about us'), url: '/about/' },
    facts: facts.map(([value, description], i): Fact => {
      const [color, bg] = palette[i % palette.length] ?? palette[0]
      return {
        value,
        description,
        color,
        bg_color: bg,
        image: ctx.media.write(`about/fact-${i + 1}.svg`, () => factBackground(color, i + 1)),
      }
    }),
  }
}

/** The documents of /appndx/ as a list of download links, after the page's own text. */
function documentList(documents: SeededDocument[]): L {
  const item = (doc: SeededDocument, locale: 'ru' | 'en') =>
    `<li><a href="${doc.url[locale]}">${doc.title[locale]}</a> — ${doc.summary[locale]} (${doc.size[locale]})</li>`
  const list = (locale: 'ru' | 'en') => `<ul>${documents.map((doc) => item(doc, locale)).join('')}</ul>`
  return l(list('ru'), list('en'))
}

export async function seedPages(ctx: SeedContext, brandCount: number, documents: SeededDocument[]): Promise<void> {
  const rng = rngFor('pages')
  const about = aboutSection(ctx, brandCount)
  await ctx.db.insert(pages).values(
    PAGES.map((page) => {
      const title = l(...page.title)
      const [ru, en] = page.body
      return {
        slug: page.slug,
        kind: page.kind,
        title,
        body: joinL(
          [
            paragraphs(ru.map((text, i) => l(text, en[i] ?? ''))),
            page.slug === 'appndx' ? documentList(documents) : null,
          ],
          '\n',
        ),
        metaTitle: l(`${title.ru} — ${SITE.name.ru}`, `${title.en} — ${SITE.name.en}`),
        metaDescription: l(ru[0] ?? title.ru, en[0] ?? title.en),
        metaKeywords: l(...page.keywords),
        data: page.slug === 'about' || page.slug === 'homepage' ? { about } : null,
        updatedAt: daysBefore(ctx.now, rng.int(0, 200)),
      }
    }),
  )
}
