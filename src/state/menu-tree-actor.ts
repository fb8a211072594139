// The menu tree machine's actor, started by the MenuTreeProvider when a visitor first wants a menu or once the page
// is idle (decision 031): it fetches catalog/menu/?v=… (cached for good under that version) once.
import { createActor, fromPromise } from 'xstate'
import { menuTreeMachine } from '../../machines/menu-tree.machine'
import { getMenuTree } from '../api/catalogue'

export const startMenuTree = (version: string) =>
  createActor(
    menuTreeMachine.provide({
      actors: {
        fetchTree: fromPromise(({ signal }) =>
          getMenuTree(version, { signal, suppressErrorAlert: true }).then((answer) => answer.categories),
        ),
      },
    }),
  ).start()

export type MenuTreeActor = ReturnType<typeof startMenuTree>
