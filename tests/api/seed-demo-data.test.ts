// The demo data a visitor judges the shop by: pictures of the right object without baked-in Russian text,
// plausible sizes and shelf lives, categories holding what their names say, articles about their headline,
// real documents on /appndx/, and every file the data refers to actually served.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import type { Db } from '../../server/db/client'
import { serveMedia } from '../../server/media'
import type { ContentPage } from '../../contract/content'
import { setupApi } from '../fixtures/api-app'

const api = setupApi()
const CYRILLIC = /[а-яё]/i

type Row = Record<string, unknown>
const rows = async <T = Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

const mediaFile = (url: string) => path.join(inject('mediaDir'), decodeURIComponent(url.replace(/^\/media\//, '')))
const fetchMedia = (url: string) => serveMedia(new Request(`http://localhost${url}`), inject('mediaDir'))
const pictureKind = async (url: string) =>
  /<svg[^>]* data-kind="([a-z-]+)"/.exec(await readFile(mediaFile(url), 'utf8'))?.[1] ?? 'none'

/** What the picture of a product in each leaf category may show. Every leaf of the tree is listed. */
const KINDS: Record<string, string[]> = {
  'dogs/food/dry': ['bag'],
  'dogs/food/wet': ['pouch', 'can'],
  'dogs/food/treats': ['pouch'],
  'dogs/food/diet': ['bag'],
  'dogs/toys/balls': ['ball'],
  'dogs/toys/chew': ['bone'],
  'dogs/toys/plush': ['plush'],
  'dogs/toys/rope': ['rope'],
  'dogs/walking/collars': ['collar'],
  'dogs/walking/leashes': ['leash'],
  'dogs/walking/harnesses': ['harness'],
  'dogs/home/beds': ['cushion'],
  'dogs/home/bowls': ['bowl'],
  'dogs/home/clothes': ['coat'],
  'dogs/home/carriers': ['carrier'],
  'dogs/care/shampoos': ['bottle'],
  'dogs/care/brushes': ['brush'],
  'dogs/care/hygiene': ['box'],
  'cats/food/dry': ['bag'],
  'cats/food/wet': ['pouch', 'can'],
  'cats/food/treats': ['pouch'],
  'cats/food/diet': ['bag'],
  'cats/litter/clumping': ['bag'],
  'cats/litter/silica': ['bag'],
  'cats/litter/wood': ['bag'],
  'cats/litter/trays': ['tray'],
  'cats/toys/teasers': ['wand'],
  'cats/toys/balls': ['ball'],
  'cats/toys/catnip': ['plush'],
  'cats/home/scratchers': ['post'],
  'cats/home/beds': ['cushion'],
  'cats/home/bowls': ['bowl'],
  'cats/home/carriers': ['carrier'],
  'cats/care/shampoos': ['bottle'],
  'cats/care/brushes': ['brush'],
  'rodents/food/mixes': ['box', 'bag'],
  'rodents/food/hay': ['bag'],
  'rodents/food/treats': ['pouch'],
  'rodents/homes/cages': ['cage'],
  'rodents/homes/houses': ['house'],
  'rodents/homes/bedding': ['bag'],
  'rodents/homes/wheels': ['wheel'],
  'birds/food/parrots': ['box', 'bag'],
  'birds/food/canaries': ['box'],
  'birds/food/treats': ['box'],
  'birds/gear/cages': ['cage'],
  'birds/gear/toys': ['bird-toy'],
  'birds/gear/feeders': ['feeder'],
  'fish/food/flakes': ['jar', 'pouch'],
  'fish/food/granules': ['jar', 'pouch'],
  'fish/food/tablets': ['jar', 'pouch'],
  'fish/equipment/filters': ['filter'],
  'fish/equipment/heaters': ['heater'],
  'fish/equipment/lighting': ['light'],
  'fish/equipment/pumps': ['pump'],
  'fish/aquariums/tanks': ['aquarium'],
  'fish/aquariums/decor': ['decor'],
  'fish/aquariums/soil': ['bag'],
  'fish/water/conditioners': ['bottle'],
  'fish/water/tests': ['box'],
  'reptiles/food/turtles': ['jar', 'pouch'],
  'reptiles/food/lizards': ['jar', 'pouch'],
  'reptiles/terrariums/tanks': ['terrarium'],
  'reptiles/terrariums/lamps': ['bulb'],
  'reptiles/terrariums/substrates': ['bag'],
  'vet/parasites/drops': ['box'],
  'vet/parasites/collars': ['collar'],
  'vet/parasites/tablets': ['box'],
  'vet/parasites/sprays': ['bottle'],
  'vet/supplements/vitamins': ['jar'],
  'vet/supplements/joints': ['jar'],
  'vet/supplements/skin': ['bottle'],
  'vet/care/eyes-ears': ['bottle'],
  'vet/care/wounds': ['bottle'],
  'vet/care/calming': ['bottle'],
}

/** Sections of goods that do not go off: no shelf life is shown for them. */
const DURABLE_SECTIONS = new RegExp(
  [
    /^(dogs|cats)\/(toys|walking|home)\//,
    /^cats\/litter\/trays$/,
    /\/care\/brushes$/,
    /^rodents\/homes\/(cages|houses|wheels)$/,
    /^birds\/gear\//,
    /^fish\/(equipment|aquariums)\//,
    /^reptiles\/terrariums\/(tanks|lamps)$/,
  ]
    .map((section) => section.source)
    .join('|'),
)
/** Sections of consumables: food, care products, medicines (medicated collars too). They always have a shelf life. */
const CONSUMABLE_SECTIONS = /\/food\/|\/care\/shampoos$|^fish\/water\/conditioners$|^vet\//

type ProductRow = {
  sku: string
  path: string
  title: { ru: string; en: string }
  size: { ru: string; en: string }
  weight: number
  expiration: number | null
  image: string
}

const productRows = () =>
  rows<ProductRow>(
    api.database.db,
    sql`select p.sku, c.path, p.title, p.size, p.weight, p.expiration_months as expiration, p.image
  from products p join categories c on c.id = p.category_id order by p.id`,
  )

describe('product pictures', () => {
  it('show the kind of object of their category, in every gallery view and spinner frame', async () => {
    const leaves = await rows<{ path: string }>(
      api.database.db,
      sql`select path from categories where depth = 2 order by path`,
    )
    expect(leaves.map((leaf) => leaf.path).sort()).toEqual(Object.keys(KINDS).sort())
    const images = await rows<{ path: string; sku: string; image: string }>(
      api.database.db,
      sql`select c.path, p.sku, i.image
      from product_images i join products p on p.id = i.product_id join categories c on c.id = p.category_id
      order by i.id`,
    )
    const wrong: string[] = []
    for (const image of images) {
      const kind = await pictureKind(image.image)
      if (!KINDS[image.path]?.includes(kind)) wrong.push(`${image.sku} in ${image.path}: ${kind}`)
    }
    expect(wrong).toEqual([])
  })

  it('carry no Russian text, so English pages show the same pictures (logos are trademarks and excepted)', async () => {
    const root = inject('mediaDir')
    const files = (await readdir(root, { recursive: true })).filter(
      (file) => file.endsWith('.svg') && !/^(brands|partners)\//.test(file),
    )
    expect(files.length).toBeGreaterThan(600)
    const russian: string[] = []
    for (const file of files) if (CYRILLIC.test(await readFile(path.join(root, file), 'utf8'))) russian.push(file)
    expect(russian).toEqual([])
  })
})

describe('product facts', () => {
  it('give a shelf life to consumables only', async () => {
    const products = await productRows()
    const durable = products.filter((product) => DURABLE_SECTIONS.test(product.path))
    const consumable = products.filter((product) => CONSUMABLE_SECTIONS.test(product.path))
    expect(durable.length).toBeGreaterThan(100)
    expect(consumable.length).toBeGreaterThan(100)
    expect(
      durable.filter((product) => product.expiration !== null).map((product) => `${product.sku} ${product.path}`),
    ).toEqual([])
    expect(
      consumable
        .filter((product) => !(Number(product.expiration) >= 6 && Number(product.expiration) <= 60))
        .map((product) => product.sku),
    ).toEqual([])
  })

  it('measure an aquarium as big as its volume, and weigh it like glass and water-tight seams', async () => {
    const tanks = (await productRows()).filter((product) => product.path === 'fish/aquariums/tanks')
    expect(tanks.length).toBeGreaterThan(3)
    for (const tank of tanks) {
      const litres = Number(/, (\d+) l$/.exec(tank.title.en)?.[1])
      const sides = (/^(\d+) × (\d+) × (\d+) cm$/.exec(tank.size.en) ?? []).slice(1).map(Number)
      expect(sides, tank.sku).toHaveLength(3)
      const volume = sides.reduce((product, side) => product * side, 1) / 1000
      expect(volume / litres, `${tank.sku}: ${tank.size.en} for ${litres} l`).toBeGreaterThanOrEqual(1)
      expect(volume / litres, `${tank.sku}: ${tank.size.en} for ${litres} l`).toBeLessThanOrEqual(1.4)
      expect(tank.weight / litres, tank.sku).toBeGreaterThanOrEqual(200)
      expect(tank.weight / litres, tank.sku).toBeLessThanOrEqual(600)
    }
  })

  it('keep every pack and object to a size a shelf or a warehouse can hold', async () => {
    const odd = (await productRows()).filter((product) => {
      const sides = (/^(\d+) × (\d+) × (\d+) cm$/.exec(product.size.en) ?? []).slice(1).map(Number)
      const longest = Math.max(...sides)
      // A pouch of wet food is not 50 cm long, a bag of 12 kg is not 15 cm.
      const perGram =
        product.weight /
        Math.max(
          1,
          sides.reduce((a, b) => a * b, 1),
        )
      return sides.length !== 3 || longest > 160 || sides.some((side) => side < 1) || perGram > 3
    })
    expect(odd.map((product) => `${product.sku} ${product.path} ${product.size.en} ${product.weight} g`)).toEqual([])
  })
})

describe('categories', () => {
  const NAMED_FOR: [path: string, ru: RegExp, en: RegExp][] = [
    ['birds/food/canaries', /для канареек/, /for canaries/],
    ['birds/food/parrots', /попуга/, /parrots|budgerigars/],
    ['reptiles/food/turtles', /черепах/, /turtles|tortoises/],
    ['reptiles/food/lizards', /ящериц/, /lizards/],
  ]

  it.each(NAMED_FOR)('%s holds only goods for the animal it is named for', async (leaf, ru, en) => {
    const products = (await productRows()).filter((product) => product.path === leaf)
    expect(products.length).toBeGreaterThan(3)
    expect(
      products
        .filter((product) => !ru.test(product.title.ru) || !en.test(product.title.en))
        .map((product) => product.title.ru),
    ).toEqual([])
  })
})

describe('articles', () => {
  /** Stems of the headline's longer words ('Наполнитель' → 'напол'). */
  const stems = (title: string) =>
    title
      .toLowerCase()
      .split(/[^a-zа-яё]+/)
      .filter((word) => word.length >= 6)
      .map((word) => word.slice(0, 5))

  it('each have a paragraph of their own about the subject of their headline, in both languages', async () => {
    const articles = await rows<{ slug: string; title: { ru: string; en: string }; body: { ru: string; en: string } }>(
      api.database.db,
      sql`select slug, title, body from publications where kind = 'info' order by id`,
    )
    expect(articles.length).toBeGreaterThanOrEqual(30)
    for (const locale of ['ru', 'en'] as const) {
      const paragraphsOf = (html: string) => [...html.matchAll(/<p>(.*?)<\/p>/g)].map((match) => match[1] ?? '')
      const counts = new Map<string, number>()
      for (const article of articles)
        for (const p of new Set(paragraphsOf(article.body[locale]))) counts.set(p, (counts.get(p) ?? 0) + 1)
      const off = articles.filter((article) => {
        const own = paragraphsOf(article.body[locale]).filter(
          (p) => counts.get(p) === 1 && p !== `${article.title[locale]}.`,
        )
        return !own.some((p) => stems(article.title[locale]).some((stem) => p.toLowerCase().includes(stem)))
      })
      expect(
        off.map((article) => article.title[locale]),
        locale,
      ).toEqual([])
    }
  })
})

describe('documents and files', () => {
  it('/appndx/ lists downloadable PDF documents in each language', async () => {
    for (const prefix of ['', 'en/']) {
      const page = await api.json<ContentPage>(`/api/${prefix}pages/appndx/`)
      const links = [...page.body.body.matchAll(/href="(\/media\/[^"]+\.pdf)"/g)].map((match) => match[1] ?? '')
      expect(links.length, prefix).toBeGreaterThanOrEqual(5)
      for (const link of links) {
        const response = await fetchMedia(link)
        expect(response.status, link).toBe(200)
        expect(response.headers.get('content-type')).toBe('application/pdf')
        const bytes = Buffer.from(await response.arrayBuffer())
        expect(bytes.subarray(0, 5).toString('latin1'), link).toBe('%PDF-')
        expect(bytes.length, link).toBeGreaterThan(2000)
      }
    }
  })

  it('serves every media URL the data set wrote into the database (pictures, documents, order form)', async () => {
    const db = api.database.db
    const columns = await rows<{ table_name: string; column_name: string }>(
      db,
      sql`select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    )
    const urls = new Set<string>()
    for (const { table_name: table, column_name: column } of columns) {
      const found = await rows<{ url: string }>(
        db,
        sql.raw(`select distinct (regexp_matches("${column}"::text, '/media/[^"''<>\\s)]+', 'g'))[1] as url
        from "${table}" where "${column}"::text like '%/media/%'`),
      )
      for (const { url } of found) urls.add(url)
    }
    expect([...urls].some((url) => url.endsWith('.pdf'))).toBe(true)
    expect(urls.size).toBeGreaterThan(600)
    const failing: string[] = []
    for (const url of urls) {
      const response = await fetchMedia(url)
      if (response.status !== 200) failing.push(`${url} ${response.status}`)
      await response.body?.cancel()
    }
    expect(failing).toEqual([])
  })

  it('ships the manager’s order form as a printable PDF', async () => {
    const [storage] = await rows<{ order_form: string }>(
      api.database.db,
      sql`select order_form from storages where order_form is not null`,
    )
    expect(storage?.order_form).toMatch(/^\/media\/.+\.pdf$/)
    const response = await fetchMedia(storage?.order_form ?? '')
    expect(response.status).toBe(200)
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')
  })
})
