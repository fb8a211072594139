// The catalogue menu's category tree, fetched once when a visitor first wants the menu (hovers, focuses or opens
// the catalogue button, opens the mobile drawer) rather than sent inside every page. Until it arrives the menus
// show the top categories the page came with; a failed fetch is tried again the next time the menu is wanted.
import { assign, fromPromise, setup } from 'xstate'
import type { MenuCategory } from '../contract/site'

export type MenuTreeEvent = { type: 'menu.want' }

export const menuTreeMachine = setup({
  types: {
    context: {} as { categories: MenuCategory[] | null },
    events: {} as MenuTreeEvent,
  },
  actors: {
    fetchTree: fromPromise<MenuCategory[], undefined>(async () => {
      throw new Error('fetchTree is provided by the storefront')
    }),
  },
}).createMachine({
  id: 'menuTree',
  context: { categories: null },
  initial: 'idle',
  states: {
    idle: { on: { 'menu.want': 'loading' } },
    loading: {
      invoke: {
        id: 'fetchTree',
        src: 'fetchTree',
        onDone: { target: 'ready', actions: assign({ categories: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { on: { 'menu.want': 'loading' } },
  },
})
