// The catalogue menu's tree for the header's mega menu and the mobile drawer: the page comes with the top
// categories and the tree's version; the whole tree is fetched (catalog/menu/?v=…, cached for good under that
// version) the first time a visitor wants a menu, through the menu tree machine.
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react'
import type { MenuCategory } from '../../contract/site'
import type { MenuSummary } from '../lib/root-data'
import { useLatest } from '../lib/use-latest'
import { useDeferredActor, useDeferredSelector } from './deferred-actor'
import type { MenuTreeActor } from './menu-tree-actor'

type MenuTreeValue = {
  /** The whole tree once fetched, until then the top categories the page came with. */
  categories: MenuCategory[]
  /** Starts fetching the tree, if it is not there or on its way. */
  want: () => void
}

const MenuTreeContext = createContext<MenuTreeValue>({ categories: [], want: () => {} })

export function MenuTreeProvider({ menu, children }: { menu: MenuSummary | null; children: ReactNode }) {
  const version = useLatest(menu?.version ?? '')
  const { actor, send } = useDeferredActor((): Promise<MenuTreeActor> =>
    import('./menu-tree-actor').then((module) => module.startMenuTree(version.current)),
  )
  const fetched = useDeferredSelector(actor, (snapshot) => snapshot.context.categories, null)
  const want = useCallback(() => send({ type: 'menu.want' }), [send])
  const value = useMemo(() => ({ categories: fetched ?? menu?.roots ?? [], want }), [fetched, menu, want])
  return <MenuTreeContext value={value}>{children}</MenuTreeContext>
}

export const useMenuTree = () => use(MenuTreeContext)
