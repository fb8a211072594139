// The catalogue menu's tree for the header's mega menu and the mobile drawer: the page comes with the top
// categories and the tree's version; the whole tree is fetched (catalog/menu/?v=…, cached for good under that
// version) the first time a visitor wants a menu, through the menu tree machine.
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { menuTreeMachine } from '../../machines/menu-tree.machine'
import { getMenuTree } from '../api/catalogue'
import type { MenuCategory } from '../../contract/site'
import type { MenuSummary } from '../lib/root-data'
import { providedInBrowser } from './provided-in-browser'

type MenuTreeValue = {
  /** The whole tree once fetched, until then the top categories the page came with. */
  categories: MenuCategory[]
  /** Starts fetching the tree, if it is not there or on its way. */
  want: () => void
}

const MenuTreeContext = createContext<MenuTreeValue>({ categories: [], want: () => {} })

export function MenuTreeProvider({ menu, children }: { menu: MenuSummary | null; children: ReactNode }) {
  const version = menu?.version ?? ''
  const machine = useMemo(
    () =>
      providedInBrowser(menuTreeMachine, (machine) =>
        machine.provide({
          actors: {
            fetchTree: fromPromise(({ signal }) =>
              getMenuTree(version, { signal, suppressErrorAlert: true }).then((answer) => answer.categories),
            ),
          },
        }),
      ),
    [version],
  )
  const actor = useActorRef(machine)
  const fetched = useSelector(actor, (snapshot) => snapshot.context.categories)
  const want = useCallback(() => actor.send({ type: 'menu.want' }), [actor])
  const value = useMemo(() => ({ categories: fetched ?? menu?.roots ?? [], want }), [fetched, menu, want])
  return <MenuTreeContext value={value}>{children}</MenuTreeContext>
}

export const useMenuTree = () => use(MenuTreeContext)
