// The catalogue tree: seven animal roots, each with sections and leaf categories that hold the products.
import { CATS, DOGS } from './tree-dogs-cats'
import { BIRDS, RODENTS } from './tree-small-pets'
import { FISH, REPTILES } from './tree-aqua-terra'
import { VET } from './tree-vet'
import type { RootDef } from './types'

export const ROOTS: readonly RootDef[] = [DOGS, CATS, RODENTS, BIRDS, FISH, REPTILES, VET]
