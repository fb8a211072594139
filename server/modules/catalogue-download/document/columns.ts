// The product table's columns. Guests get no price or stock columns at all; the title takes their room.
export type ColumnKey = 'image' | 'product' | 'sku' | 'brand' | 'pack' | 'price' | 'stock'

export type Column = { key: ColumnKey; x: number; width: number; align: 'left' | 'right' }

const GUEST: [ColumnKey, number][] = [
  ['image', 40],
  ['product', 253],
  ['sku', 80],
  ['brand', 110],
  ['pack', 40],
]
const BUYER: [ColumnKey, number][] = [
  ['image', 40],
  ['product', 171],
  ['sku', 70],
  ['brand', 80],
  ['pack', 40],
  ['price', 60],
  ['stock', 62],
]

const RIGHT_ALIGNED: ColumnKey[] = ['pack', 'price']

export function tableColumns(left: number, withPrices: boolean): Column[] {
  let x = left
  return (withPrices ? BUYER : GUEST).map(([key, width]) => {
    const column: Column = { key, x, width, align: RIGHT_ALIGNED.includes(key) ? 'right' : 'left' }
    x += width
    return column
  })
}
