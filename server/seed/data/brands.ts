// Invented brands of pet goods: what they make, for whom, where, since when and in which colour.
// Names are in Latin letters, as on the packs, so that English pages read cleanly.
import type { Animal, Line } from './types'

export type BrandDef = {
  title: string
  country: string
  color: string
  founded: number
  lines: readonly Line[]
  animals: readonly Animal[]
}

const PETS: Animal[] = ['dogs', 'cats']
const ALL_SMALL: Animal[] = ['rodents', 'birds']

const b = (
  title: string,
  country: string,
  color: string,
  founded: number,
  lines: Line[],
  animals: Animal[],
): BrandDef => ({
  title,
  country,
  color,
  founded,
  lines,
  animals,
})

export const BRANDS: readonly BrandDef[] = [
  b('Nordpaw', 'NO', '#2f5d8a', 1998, ['food'], PETS),
  b('Barkley & Co', 'GB', '#8a4b2f', 1987, ['food', 'goods'], ['dogs']),
  b('Felinia', 'IT', '#b03a5b', 2004, ['food', 'care'], ['cats']),
  b('Lapushka', 'RU', '#e07a2f', 2011, ['food', 'goods'], PETS),
  b('Zoomir', 'RU', '#3a8d5c', 1996, ['goods', 'care'], [...PETS, ...ALL_SMALL]),
  b('Pushistik', 'RU', '#c2607e', 2009, ['care', 'goods'], ['cats', 'rodents']),
  b('VitaPet', 'DE', '#2c9c8f', 1992, ['vet', 'food'], [...PETS, 'vet']),
  b('Happy Tail', 'US', '#f0a202', 2001, ['goods'], PETS),
  b('Purrfect Day', 'GB', '#7b5ea7', 2014, ['food', 'goods'], ['cats']),
  b('Canis Prime', 'DE', '#1f3b4d', 1985, ['food'], ['dogs']),
  b('Aqualis', 'NL', '#1d7fc4', 1990, ['aqua', 'food'], ['fish']),
  b('TerraScale', 'US', '#6b8e23', 2006, ['terra', 'food'], ['reptiles']),
  b('Birdsong', 'DK', '#e3b505', 1979, ['food', 'goods'], ['birds']),
  b('Hamsterio', 'PL', '#d2691e', 2008, ['food', 'goods', 'care'], ['rodents']),
  b('Whiskerwood', 'CA', '#5d4037', 2012, ['goods'], ['cats', 'rodents']),
  b('Alpen Hund', 'AT', '#b71c1c', 1994, ['food', 'goods'], ['dogs']),
  b('Petit Museau', 'FR', '#c48b9f', 2003, ['food', 'care'], PETS),
  b('Sibirskaya Tropa', 'RU', '#2e7d32', 2015, ['food'], PETS),
  b('Volna', 'RU', '#0277bd', 2007, ['aqua'], ['fish']),
  b('Kotofey', 'RU', '#ef6c00', 2010, ['food', 'goods'], ['cats']),
  b('Grünwald Pet', 'DE', '#558b2f', 1999, ['food', 'care'], [...PETS, 'rodents']),
  b('Marevita', 'IT', '#00838f', 2005, ['food'], ['cats', 'fish']),
  b('Iberian Paws', 'ES', '#bf360c', 2013, ['food', 'goods'], ['dogs']),
  b('Helvetipet', 'CH', '#c62828', 1988, ['vet', 'care'], [...PETS, 'vet']),
  b('Boreal Feast', 'FI', '#37474f', 2002, ['food'], PETS),
  b('Taiga', 'RU', '#4e6e3a', 2016, ['food', 'goods'], ['dogs']),
  b('Sakura Pet', 'JP', '#e91e63', 2009, ['goods', 'care'], PETS),
  b('Kiwi Meadow', 'NZ', '#7cb342', 2011, ['food'], ['dogs', 'cats', 'rodents']),
  b('Outback Tails', 'AU', '#a1887f', 2006, ['goods', 'food'], ['dogs']),
  b('Pampas', 'AR', '#8d6e63', 2000, ['food'], ['dogs']),
  b('Kedi Keyfi', 'TR', '#00897b', 2017, ['goods', 'food'], ['cats']),
  b('Fluffy Cloud', 'CN', '#64b5f6', 2012, ['goods'], [...PETS, ...ALL_SMALL]),
  b('PetLab Pro', 'US', '#283593', 1995, ['vet'], ['vet']),
  b('VetaGard', 'RU', '#1565c0', 2003, ['vet'], ['vet']),
  b('Doktor Zoo', 'RU', '#43a047', 1997, ['vet', 'care'], ['vet', ...PETS]),
  b('Bioflora Vet', 'CZ', '#689f38', 2008, ['vet'], ['vet']),
  b('Chewbee', 'KR', '#fbc02d', 2015, ['goods'], ['dogs']),
  b('Rope & Bone', 'US', '#6d4c41', 2010, ['goods'], ['dogs']),
  b('CozyNest', 'PL', '#9575cd', 2013, ['goods'], [...PETS, 'rodents']),
  b('Leashline', 'SE', '#00695c', 2004, ['goods'], ['dogs']),
  b('ScratchUp', 'CN', '#ff7043', 2016, ['goods'], ['cats']),
  b('Clearwater Aqua', 'DE', '#039be5', 1986, ['aqua'], ['fish']),
  b('Reptilica', 'HU', '#827717', 2005, ['terra', 'food'], ['reptiles']),
  b('Feathers & Seeds', 'BE', '#f9a825', 1993, ['food', 'goods'], ['birds']),
  b('Meadow Munch', 'IE', '#9ccc65', 2011, ['food', 'care'], ['rodents']),
  b('Ursa Groom', 'RS', '#5c6bc0', 2007, ['care'], PETS),
]
