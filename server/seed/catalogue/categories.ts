// The three-level category tree; leaves carry what their products look like and which brands make them.
import { categories } from '../../db/schema/catalogue'
import { categoryImage } from '../art/content-art'
import type { Pet } from '../art/silhouettes'
import { ROOTS } from '../data/categories'
import { FAMILIES } from '../data/families'
import type { Animal, FamilyDef, LeafDef, MidDef, RootDef } from '../data/types'
import type { SeedContext } from '../context'
import { rngFor } from '../random'
import { daysBefore, l, type L } from '../text'
import type { BrandRef } from './reference'

export type LeafRef = {
  id: number
  path: string
  midPath: string
  root: RootDef
  leaf: LeafDef
  family: FamilyDef
  brands: BrandRef[]
}

const ROOT_STYLE: Record<Animal, { pet: Pet; color: string }> = {
  dogs: { pet: 'dog', color: '#e07a2f' },
  cats: { pet: 'cat', color: '#7b5ea7' },
  rodents: { pet: 'rodents', color: '#b8892e' },
  birds: { pet: 'birds', color: '#2e9e6a' },
  fish: { pet: 'fish', color: '#1d7fc4' },
  reptiles: { pet: 'reptiles', color: '#6b8e23' },
  vet: { pet: 'vet', color: '#d64545' },
}

const description = (title: L, root: RootDef): L =>
  l(
    `<p>${title.ru} в разделе «${root.title[0]}»: товары ведущих брендов по оптовым ценам, ` +
      `отгрузка со склада в Москве.</p>`,
    `<p>${title.en} in ${root.title[1]}: goods of leading brands at wholesale prices, ` +
      `shipped from our Moscow warehouse.</p>`,
  )

function eligibleBrands(root: RootDef, family: FamilyDef, all: BrandRef[]): BrandRef[] {
  const exact = all.filter((brand) => brand.def.lines.includes(family.line) && brand.def.animals.includes(root.animal))
  if (exact.length > 0) return exact
  const byLine = all.filter((brand) => brand.def.lines.includes(family.line))
  return byLine.length > 0 ? byLine : all
}

export async function seedCategories(
  ctx: SeedContext,
  brands: BrandRef[],
): Promise<{ leaves: LeafRef[]; count: number }> {
  const { db, media, now } = ctx
  const rng = rngFor('categories')
  let seed = 0
  const row = (
    slug: string,
    path: string,
    depth: number,
    position: number,
    title: L,
    root: RootDef,
    parentId: number | null,
    text: L,
  ) => {
    const style = ROOT_STYLE[root.animal]
    seed += 1
    const image = media.write(`categories/${path.replace(/\//g, '-')}.svg`, () =>
      categoryImage(style.pet, style.color, depth, seed),
    )
    return {
      parentId,
      slug,
      path,
      depth,
      position,
      title,
      description: text,
      image,
      updatedAt: daysBefore(now, rng.int(0, 365)),
    }
  }

  const rootRows = await db
    .insert(categories)
    .values(
      ROOTS.map((root, i) =>
        row(
          root.slug,
          root.slug,
          0,
          i,
          l(...root.title),
          root,
          null,
          l(`<p>${root.description[0]}</p>`, `<p>${root.description[1]}</p>`),
        ),
      ),
    )
    .returning({ id: categories.id, path: categories.path })
  const rootIds = new Map(rootRows.map((r) => [r.path, r.id]))

  const mids: { root: RootDef; mid: MidDef; path: string }[] = ROOTS.flatMap((root) =>
    root.mids.map((mid) => ({ root, mid, path: `${root.slug}/${mid.slug}` })),
  )
  const midRows = await db
    .insert(categories)
    .values(
      mids.map(({ root, mid, path }) =>
        row(
          mid.slug,
          path,
          1,
          root.mids.indexOf(mid),
          l(...mid.title),
          root,
          rootIds.get(root.slug) ?? null,
          description(l(...mid.title), root),
        ),
      ),
    )
    .returning({ id: categories.id, path: categories.path })
  const midIds = new Map(midRows.map((r) => [r.path, r.id]))

  const leaves = mids.flatMap(({ root, mid, path }) =>
    mid.leaves.map((leaf, position) => ({ root, leaf, position, midPath: path, path: `${path}/${leaf.slug}` })),
  )
  const leafRows = await db
    .insert(categories)
    .values(
      leaves.map(({ root, leaf, position, midPath, path }) =>
        row(
          leaf.slug,
          path,
          2,
          position,
          l(...leaf.title),
          root,
          midIds.get(midPath) ?? null,
          description(l(...leaf.title), root),
        ),
      ),
    )
    .returning({ id: categories.id, path: categories.path })
  const leafIds = new Map(leafRows.map((r) => [r.path, r.id]))

  return {
    count: rootRows.length + midRows.length + leafRows.length,
    leaves: leaves.map(({ root, leaf, path, midPath }) => {
      const family = FAMILIES[leaf.spec.family]
      return {
        id: leafIds.get(path) ?? 0,
        path,
        midPath,
        root,
        leaf,
        family,
        brands: eligibleBrands(root, family, brands),
      }
    }),
  }
}
