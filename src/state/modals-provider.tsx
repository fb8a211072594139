// The modal chain machine behind the header's account dialogs (SPEC 4 "Modals"): login → recovery → "sent" →
// back to login; every dialog closes on a route change; a recovery submit while one is in flight is ignored.
import { useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, use, useEffect, useMemo, type ReactNode } from 'react'
import { provideModalChain } from '../../machines/modal-chain.machine'
import { restorePassword } from './auth-api'
import type { ModalName, ModalsActions, ModalsState } from './auth-view'

const ModalsContext = createContext<(ModalsState & ModalsActions) | null>(null)

const machine = provideModalChain({ restorePassword })

const OPEN: ModalName[] = ['login', 'recovery', 'sent']

export function ModalsProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(machine)

  const router = useRouter()
  useEffect(() => router.subscribe('onBeforeNavigate', () => actor.send({ type: 'route.changed' })), [router, actor])

  const open = useSelector(actor, (snapshot) => OPEN.find((name) => snapshot.matches(name)) ?? null)
  const submitting = useSelector(actor, (snapshot) => snapshot.matches({ recovery: 'submitting' }))
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const sentMessage = useSelector(actor, (snapshot) => snapshot.context.sentMessage)

  const actions = useMemo(
    (): ModalsActions => ({
      openLogin: () => actor.send({ type: 'modal.openLogin' }),
      openRecovery: () => actor.send({ type: 'modal.openRecovery' }),
      submitRecovery: (email) => actor.send({ type: 'modal.submit', email }),
      close: () => actor.send({ type: 'modal.close' }),
    }),
    [actor],
  )

  const value = useMemo(() => ({ open, submitting, error, sentMessage, ...actions }), [open, submitting, error, sentMessage, actions])
  return <ModalsContext value={value}>{children}</ModalsContext>
}

export function useModals(): ModalsState & ModalsActions {
  const value = use(ModalsContext)
  if (!value) throw new Error('useModals needs a ModalsProvider above it')
  return value
}
