// Money is integer kopecks everywhere; it becomes roubles only here, at the edge, always in ru-RU (SPEC 1).

const withKopecks = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const wholeRoubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** 123450 → "1 234,50 ₽"; whole roubles drop the decimals: 123400 → "1 234 ₽". */
export function formatPrice(kopecks: number): string {
  return kopecks % 100 === 0 ? wholeRoubles.format(kopecks / 100) : withKopecks.format(kopecks / 100)
}
