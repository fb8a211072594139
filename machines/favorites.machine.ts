// Favourites in the storefront (SPEC 4 "Favourites"): a toggle adds an absent id and removes a present one; every
// change of the list is emitted at once as `favorites.stored` (the app keeps it between visits). A signed-in
// buyer's changes also go to the server one at a time, in the order made (the injected `saveChange`); a failure is
// emitted as `favorites.failed` to be logged and the local list stays. On sign-in a local list holding ids the
// server lacks is merged into the server's (the injected `mergeFavorites` posts the local ids and answers the
// server list); toggles made meanwhile are applied on top of that answer and then sent. Signing out forgets the
// buyer's list (and the kept copy): the next visitor of this browser starts with none.
import { assign, emit, fromPromise, setup } from 'xstate'

export type FavoriteChange = { kind: 'add' | 'remove'; id: number }

export type FavoritesEvent =
  | { type: 'favorites.toggle'; id: number }
  /** The list the app kept from earlier visits, handed in once the page runs in the browser. */
  | { type: 'favorites.restore'; ids: number[] }
  | { type: 'favorites.signIn'; serverIds: number[] }
  | { type: 'favorites.signOut' }

export type FavoritesEmitted =
  { type: 'favorites.stored'; ids: number[] } | { type: 'favorites.failed'; error: unknown }

export type FavoritesContext = {
  ids: number[]
  /** Changes not yet sent; in `member.saving` the first is the one being sent. */
  queue: FavoriteChange[]
}

const applyChange = (ids: number[], change: FavoriteChange) =>
  change.kind === 'add' ? (ids.includes(change.id) ? ids : [...ids, change.id]) : ids.filter((id) => id !== change.id)

const toggled = (ids: number[], id: number): FavoriteChange => ({ kind: ids.includes(id) ? 'remove' : 'add', id })

export const favoritesMachine = setup({
  types: {
    context: {} as FavoritesContext,
    events: {} as FavoritesEvent,
    emitted: {} as FavoritesEmitted,
    input: {} as { ids: number[] },
  },
  actors: {
    // Provided by the app: POST favorites/ with the local ids, answering the server's list.
    mergeFavorites: fromPromise<number[], { ids: number[] }>(() =>
      Promise.reject(new Error('mergeFavorites is provided by the app')),
    ),
    // Provided by the app: POST or DELETE favorites/ for one change.
    saveChange: fromPromise<unknown, FavoriteChange>(() =>
      Promise.reject(new Error('saveChange is provided by the app')),
    ),
  },
  guards: {
    hasLocalOnly: ({ context, event }) =>
      event.type === 'favorites.signIn' && context.ids.some((id) => !event.serverIds.includes(id)),
    hasQueued: ({ context }) => context.queue.length > 0,
    moreQueued: ({ context }) => context.queue.length > 1,
  },
  actions: {
    toggle: assign(({ context, event }) => {
      if (event.type !== 'favorites.toggle') return {}
      return { ids: applyChange(context.ids, toggled(context.ids, event.id)) }
    }),
    toggleAndQueue: assign(({ context, event }) => {
      if (event.type !== 'favorites.toggle') return {}
      const change = toggled(context.ids, event.id)
      return { ids: applyChange(context.ids, change), queue: [...context.queue, change] }
    }),
    restore: assign({ ids: ({ context, event }) => (event.type === 'favorites.restore' ? event.ids : context.ids) }),
    takeServerList: assign({
      ids: ({ context, event }) => (event.type === 'favorites.signIn' ? event.serverIds : context.ids),
    }),
    // The merge answer with the changes made while it ran (still queued, to be sent next) applied on top.
    takeMerged: assign(({ context }, { serverIds }: { serverIds: number[] }) => ({
      ids: context.queue.reduce(applyChange, serverIds),
    })),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
    forgetList: assign({ ids: [], queue: [] }),
    store: emit(({ context }): FavoritesEmitted => ({ type: 'favorites.stored', ids: context.ids })),
    reportFailure: emit((_, { error }: { error: unknown }): FavoritesEmitted => ({ type: 'favorites.failed', error })),
  },
}).createMachine({
  id: 'favorites',
  context: ({ input }) => ({ ids: input.ids, queue: [] }),
  initial: 'guest',
  states: {
    guest: {
      on: {
        'favorites.toggle': { actions: ['toggle', 'store'] },
        'favorites.restore': { actions: ['restore', 'store'] },
        'favorites.signIn': [
          { guard: 'hasLocalOnly', target: 'merging' },
          { target: 'member', actions: ['takeServerList', 'store'] },
        ],
      },
    },
    merging: {
      invoke: {
        id: 'mergeFavorites',
        src: 'mergeFavorites',
        input: ({ context }) => ({ ids: context.ids }),
        onDone: {
          target: 'member',
          actions: [{ type: 'takeMerged', params: ({ event }) => ({ serverIds: event.output }) }, 'store'],
        },
        onError: {
          target: 'member',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'favorites.toggle': { actions: ['toggleAndQueue', 'store'] },
        'favorites.signOut': { target: 'guest', actions: ['forgetList', 'store'] },
      },
    },
    member: {
      initial: 'arriving',
      on: {
        'favorites.signOut': { target: 'guest', actions: ['forgetList', 'store'] },
      },
      states: {
        // Changes made while merging are sent first.
        arriving: {
          always: [{ guard: 'hasQueued', target: 'saving' }, { target: 'idle' }],
        },
        idle: {
          on: { 'favorites.toggle': { target: 'saving', actions: ['toggleAndQueue', 'store'] } },
        },
        saving: {
          invoke: {
            id: 'saveChange',
            src: 'saveChange',
            input: ({ context }) => context.queue[0]!,
            onDone: { target: 'settled' },
            onError: {
              target: 'settled',
              actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: { 'favorites.toggle': { actions: ['toggleAndQueue', 'store'] } },
        },
        settled: {
          always: [
            { guard: 'moreQueued', target: 'saving', actions: 'dequeue' },
            { target: 'idle', actions: 'dequeue' },
          ],
        },
      },
    },
  },
})
