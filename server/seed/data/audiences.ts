// Who a product is for: the phrase in its title, the age filter option and the silhouette on its picture.
import type { Animal, Audience, Family } from './types'

const a = (ru: string, en: string, age: Audience['age'], pet: Audience['pet']): Audience => ({ ru, en, age, pet })

const BY_ANIMAL: Record<Animal, Audience[]> = {
  dogs: [
    a('для собак', 'for dogs', 'all', 'dog'),
    a('для щенков', 'for puppies', 'junior', 'dog'),
    a('для взрослых собак', 'for adult dogs', 'adult', 'dog'),
    a('для собак старше 7 лет', 'for dogs over 7', 'senior', 'dog'),
  ],
  cats: [
    a('для кошек', 'for cats', 'all', 'cat'),
    a('для котят', 'for kittens', 'junior', 'cat'),
    a('для взрослых кошек', 'for adult cats', 'adult', 'cat'),
    a('для пожилых кошек', 'for senior cats', 'senior', 'cat'),
  ],
  rodents: [
    a('для грызунов', 'for small pets', 'all', 'rodents'),
    a('для кроликов', 'for rabbits', 'all', 'rodents'),
    a('для морских свинок', 'for guinea pigs', 'all', 'rodents'),
    a('для шиншилл', 'for chinchillas', 'all', 'rodents'),
    a('для хомяков', 'for hamsters', 'all', 'rodents'),
  ],
  birds: [
    a('для волнистых попугаев', 'for budgerigars', 'all', 'birds'),
    a('для средних попугаев', 'for medium parrots', 'all', 'birds'),
    a('для крупных попугаев', 'for large parrots', 'all', 'birds'),
    a('для канареек', 'for canaries', 'all', 'birds'),
    a('для амадин', 'for finches', 'all', 'birds'),
  ],
  fish: [
    a('для аквариумных рыб', 'for aquarium fish', 'all', 'fish'),
    a('для цихлид', 'for cichlids', 'all', 'fish'),
    a('для золотых рыбок', 'for goldfish', 'all', 'fish'),
    a('для донных рыб', 'for bottom feeders', 'all', 'fish'),
  ],
  reptiles: [
    a('для водных черепах', 'for water turtles', 'all', 'reptiles'),
    a('для сухопутных черепах', 'for tortoises', 'all', 'reptiles'),
    a('для ящериц', 'for lizards', 'all', 'reptiles'),
    a('для змей', 'for snakes', 'all', 'reptiles'),
  ],
  vet: [
    a('для собак', 'for dogs', 'adult', 'dog'),
    a('для кошек', 'for cats', 'adult', 'cat'),
    a('для собак и кошек', 'for dogs and cats', 'all', 'dog'),
    a('для щенков и котят', 'for puppies and kittens', 'junior', 'cat'),
  ],
}

/** Families whose titles name the pet's age; the others use the general audience. */
const AGE_AWARE: ReadonlySet<Family> = new Set(['food', 'treats', 'supplements'])

/** Equipment is for the aquarium or terrarium rather than for an animal. */
const NO_AUDIENCE: ReadonlySet<Family> = new Set(['aqua-gear', 'aqua-care', 'terra-gear'])

/** Who goods of a family may be for; `only` (English phrases) narrows it for a category named for one animal. */
export function audiencesFor(animal: Animal, family: Family, only?: readonly string[]): Audience[] {
  const list = BY_ANIMAL[animal]
  if (NO_AUDIENCE.has(family)) return [a('', '', 'all', animal)]
  if (only) return list.filter((audience) => only.includes(audience.en))
  if (animal === 'dogs' || animal === 'cats') return AGE_AWARE.has(family) ? list : list.slice(0, 1)
  return list
}
