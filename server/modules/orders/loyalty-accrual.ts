// The loyalty rule: a placed order accrues LOYALTY_ACCRUAL_PERCENT (default 0.5 %) of the money actually paid
// for it — after the coupon and the points spent — as points (1 point = 1 kopeck), one ledger entry per brand
// so the bonuses page shows where they came from. Fractions of a point are dropped. The entries are pending until
// the order is shipped (staff/ship-order), and only then join the balance.

export type AccrualLine = { brandId: number | null; amount: number }

/** Points per brand for lines worth `amount` each, of which the share `paidShare` (0…1) is paid in money. */
export function accrualByBrand(
  lines: AccrualLine[],
  paidShare: number,
  percent: number,
): { brandId: number | null; points: number }[] {
  const byBrand = new Map<number | null, number>()
  for (const line of lines) byBrand.set(line.brandId, (byBrand.get(line.brandId) ?? 0) + line.amount)
  return [...byBrand]
    .map(([brandId, amount]) => ({ brandId, points: Math.floor((amount * paidShare * percent) / 100) }))
    .filter((entry) => entry.points > 0)
}
