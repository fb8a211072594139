// One action on a row of a back-office list (move up or down, delete), sent through the submission machine: a
// press while one runs is ignored, a refusal comes back as the message to show, and `onDone` follows a success.
import { useRef } from 'react'
import { useSubmission } from './use-submission'

export type RowAction = {
  busy: boolean
  /** Why the last action was refused, in the current language; null after a success or a dismissal. */
  message: string | null
  run: (call: (signal: AbortSignal) => Promise<unknown>) => void
  dismiss: () => void
}

export function useRowAction(onDone: () => void): RowAction {
  const pending = useRef<((signal: AbortSignal) => Promise<unknown>) | null>(null)
  const action = useSubmission<Record<string, never>, Record<string, never>, unknown>({
    values: {},
    send: (_body, signal) => (pending.current ? pending.current(signal) : Promise.resolve(null)),
    after: () => {
      onDone()
      return {}
    },
  })
  return {
    busy: action.busy,
    message: action.message,
    run: (call) => {
      if (action.busy) return
      pending.current = call
      action.submit()
    },
    dismiss: action.dismiss,
  }
}
