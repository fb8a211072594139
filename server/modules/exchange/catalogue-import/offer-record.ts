// An offer as it is staged: 1C's Предложение, plus for a characteristic (`product#characteristic`) the words its
// own product is named and slugged by (decision 017).
import type { CmlOffer } from '../commerceml/records'
import { slugBase } from './slugs'

export type StagedOffer = CmlOffer & {
  /** The characteristic's values, e.g. 'Красный, XL'; '' for an offer of a product itself. */
  characteristicsText: string
  /** The slug a characteristic's new product starts from; null for an offer of a product itself. */
  slugBase: string | null
}

export function stagedOffer(offer: CmlOffer): StagedOffer {
  const characteristicsText = offer.characteristics
    .map((item) => item.value.trim())
    .filter(Boolean)
    .join(', ')
  const name = offer.name.trim()
  const label = name.includes(characteristicsText) ? name : `${name} ${characteristicsText}`
  return {
    ...offer,
    characteristicsText,
    slugBase: offer.characteristicId ? slugBase(label || offer.characteristicId, 'variant') : null,
  }
}
