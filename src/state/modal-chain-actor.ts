// The modal chain machine's actor, started by the ModalsProvider after hydration (decision 031). The recovery
// dialog shows its own failure.
import { createActor } from 'xstate'
import { provideModalChain } from '../../machines/modal-chain.machine'
import { restorePassword } from '../api/auth'

export const startModalChain = () =>
  createActor(
    provideModalChain({
      restorePassword: ({ input, signal }) => restorePassword(input, { signal, suppressErrorAlert: true }),
    }),
  ).start()

export type ModalChainActor = ReturnType<typeof startModalChain>
