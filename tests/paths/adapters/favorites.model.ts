// The favourites machine as the buyer's browser takes it. The page opens signed in with the server's list held
// back, so until it is let through the page is still a guest's: hearts change only this browser's list, and a
// reload hands the kept list in again (`favorites.restore`). Letting the list through is `favorites.signIn`; the
// merge and each change sent are the held favorites/ calls, let through or failed. Signing out (the account menu)
// is followed at once by signing in again through the header, so a path never ends signed out: the runner puts
// the buyer's favourites back through the buyer's session. Products are slots: 1 and 2 have hearts pressed, 3 is
// the list kept in this browser, 5 is the one the server holds when the path starts.
import { TestModel } from '@xstate/graph'
import { assign, getNextSnapshot, type AnyMachineSnapshot } from 'xstate'
import {
  favoritesMachine,
  type FavoriteChange,
  type FavoritesContext,
  type FavoritesEvent,
} from '../../../machines/favorites.machine'
import { actorDone, actorError, testModelMachine } from '../../machines/harness/model-machine'
import { keyedBy } from '../../machines/harness/state-keys'
import type { ModelPath } from '../adapter'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'

export const MERGED = actorDone('mergeFavorites')
export const MERGE_FAILED = actorError('mergeFavorites')
export const SAVED = actorDone('saveChange')
export const SAVE_FAILED = actorError('saveChange')

/** The slots the model names products by. */
export const HEARTS = [1, 2] as const
export const KEPT = 3
export const SERVER = [5]
export const SLOTS = [...HEARTS, KEPT, ...SERVER]

/** What the page answers for a failed call: the server's failure, as the held request is answered. */
export const FAILURE = { status: 500 }

export type ModelEvent =
  | { type: 'favorites.toggle'; id: number }
  | { type: 'favorites.restore'; ids: number[] }
  | { type: 'favorites.signIn'; serverIds: number[] }
  | { type: 'favorites.signOut' }
  | { type: typeof MERGED; output: number[] }
  | { type: typeof SAVED; output: null }
  | { type: typeof MERGE_FAILED | typeof SAVE_FAILED; error: typeof FAILURE }

export type ModelContext = { ids: number[]; queue: FavoriteChange[]; signedOut?: boolean }

// The model remembers that the buyer signed out once (a field the machine does not have): then the path signs in.
const forgetList = assign<FavoritesContext, FavoritesEvent, unknown, FavoritesEvent, never>(
  () => ({ ids: [], queue: [], signedOut: true }) as FavoritesContext,
)
export const favoritesModel = testModelMachine(favoritesMachine.provide({ actions: { forgetList } }))
export const INPUT = { ids: [] }

/** The list the merge sent: the list now with the changes made while it ran taken back. */
export function mergeInput({ ids, queue }: ModelContext): number[] {
  return queue.reduceRight(
    (list, change) => (change.kind === 'add' ? list.filter((id) => id !== change.id) : [...list, change.id]),
    ids,
  )
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id))

const toggles = (): ModelEvent[] => HEARTS.map((id) => ({ type: 'favorites.toggle', id }))
const SIGN_IN: ModelEvent = { type: 'favorites.signIn', serverIds: SERVER }

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  const context = state.context as ModelContext
  const more = context.queue.length < 2 ? toggles() : []
  if (state.matches('guest'))
    return context.signedOut ? [] : [...toggles(), { type: 'favorites.restore', ids: [KEPT] }, SIGN_IN]
  if (state.matches('merging')) {
    const sent = mergeInput(context)
    const output = [...SERVER, ...sent.filter((id) => !SERVER.includes(id))]
    return [...more, { type: MERGED, output }, { type: MERGE_FAILED, error: FAILURE }, { type: 'favorites.signOut' }]
  }
  if (state.matches({ member: 'saving' }))
    return [...more, { type: SAVED, output: null }, { type: SAVE_FAILED, error: FAILURE }]
  // Signing out where the server surely holds what it held at the start, so signing in again knows the list.
  return sameSet(context.ids, SERVER) ? [...toggles(), { type: 'favorites.signOut' }] : toggles()
}

const keyOf = (state: AnyMachineSnapshot) => {
  const { ids, queue, signedOut } = state.context as ModelContext
  const changes = queue.map((change) => `${change.kind}${change.id}`).join(',')
  return `${JSON.stringify(state.value)} ids=${[...ids].sort().join(',')} queue=${changes}${signedOut ? ' out' : ''}`
}

const model = new TestModel(favoritesModel, {
  ...offeredOnly(favoritesModel),
  events: offered,
  input: INPUT,
  serializeState: keyedBy(keyOf),
})

/** The path, signed in again through the header where it ends signed out. */
function signedInAgain(path: ModelPath): ModelPath {
  if (!(path.state.context as ModelContext).signedOut) return path
  const state = getNextSnapshot(favoritesModel, path.state, SIGN_IN)
  return { ...path, state, steps: [...path.steps, { state, event: SIGN_IN }], weight: path.weight + 1 }
}

export const favoritesPaths = lazyPaths(() =>
  coveringPaths(model.getShortestPaths().map(signedInAgain), favoritesModel, INPUT),
)
