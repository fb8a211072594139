// The catalogue menu's category tree, as a guest on the home page: on a desktop the menu is wanted by opening the
// header's catalogue button, on a phone by opening the burger drawer. The tree's request (catalog/menu/) is held
// until the path answers it: let through it fills the menu with subcategories, answered with a server error
// the menu keeps its top categories, and wanting the menu again asks anew.
import { TestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import { expect } from 'vitest'
import type { MenuCategory, MenuTreeResponse } from '../../../contract/site'
import { menuTreeMachine } from '../../../machines/menu-tree.machine'
import { m } from '../../../messages/compiled/messages.js'
import { actorDone, actorError, testModelMachine } from '../../machines/harness/model-machine'
import { transitionKeys } from '../../machines/harness/state-keys'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'
import type { PathSession } from '../session'

const FETCHED = actorDone('fetchTree')
const FAILED = actorError('fetchTree')

const menuTreeModel = testModelMachine(menuTreeMachine)

function offered(state: AnyMachineSnapshot) {
  if (state.matches('loading'))
    return [
      { type: FETCHED, output: [] },
      { type: FAILED, error: { status: 500 } },
    ]
  if (state.matches('ready')) return []
  return [{ type: 'menu.want' }]
}

const model = new TestModel(menuTreeModel, {
  ...offeredOnly(menuTreeModel),
  events: offered,
  serializeState: transitionKeys(),
})

/** A subcategory: the page comes with the top categories only, so only the fetched tree links to it. */
function subcategory(categories: MenuCategory[]): MenuCategory {
  const child = categories.find((category) => category.children.length > 0)?.children[0]
  if (!child) throw new Error('the demo catalogue has no subcategories to show in the menu')
  return child
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  const tree = await session.api<MenuTreeResponse>('GET', 'catalog/menu/')
  const child = subcategory(tree.categories)
  const held = await session.hold({ url: (url) => url.pathname.endsWith('/catalog/menu/') })
  await session.open('/')
  const menu = `nav[aria-label="${t(m.header_catalog_menu)}"]`
  const childLinks = page.locator(`${menu} a[href="${session.url(`/catalog/${child.path}/`)}"]`)
  let asked = 0

  const want = async () => {
    if (session.viewport === 'mobile') {
      const drawer = page.getByRole('dialog', { name: t(m.nav_menu) })
      if (await drawer.isVisible()) await drawer.getByRole('button', { name: t(m.nav_close_menu) }).click()
      await page.getByRole('button', { name: t(m.nav_open_menu) }).click()
      await drawer.waitFor()
      return
    }
    const button = page.getByRole('button', { name: t(m.nav_catalog), exact: true })
    // The visitor closes the menu left open after a failure and opens it again.
    if ((await button.getAttribute('aria-expanded')) === 'true') await button.click()
    await button.click()
    expect(await button.getAttribute('aria-expanded')).toBe('true')
  }

  return {
    act: async ({ event }) => {
      if (event.type === 'menu.want') {
        await want()
        await held.next()
        asked += 1
      } else if (event.type === FETCHED) {
        const response = await held.release()
        expect(response?.status()).toBe(200)
      } else await held.answer(500, { detail: 'Server error' })
    },
    check: async (state) => {
      expect(held.count).toBe(asked)
      if (state.matches('ready')) {
        await childLinks.first().waitFor({ state: 'attached' })
        expect(held.waiting).toHaveLength(0)
        return
      }
      expect(held.waiting).toHaveLength(state.matches('loading') ? 1 : 0)
      // Until the tree comes, and after it failed, the menu lists the top categories the page came with.
      if (!state.matches('idle'))
        await eventually(async () => expect(await page.locator(`${menu} a`).count()).toBeGreaterThan(0))
      expect(await childLinks.count()).toBe(0)
    },
    describe: async () =>
      `menu requests held ${held.count}, waiting ${held.waiting.length}; subcategory links ${await childLinks.count()}`,
  }
}

export const menuTreeAdapter: PathAdapter = {
  name: 'menu-tree',
  machine: menuTreeMachine,
  model: menuTreeModel,
  input: undefined,
  paths: lazyPaths(() => coveringPaths(model.getShortestPaths(), menuTreeModel, undefined)),
  excluded: [],
  as: 'guest',
  open,
}
