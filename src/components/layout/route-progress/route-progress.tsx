// Thin progress bar at the top of the page while a navigation loads (state in routeProgressMachine, whose actor
// starts at the first navigation: decision 031).
import { useRouter } from '@tanstack/react-router'
import { useEffect, type CSSProperties } from 'react'
import { PROGRESS_DURATION_MS, PROGRESS_FINISH_MS } from '../../../../machines/route-progress.timing'
import { useDeferredActor, useDeferredSelector } from '../../../state/deferred-actor'
import type { RouteProgressActor } from './route-progress-actor'
import { m } from '../../../../messages/compiled/messages.js'
import styles from './route-progress.module.css'

export function RouteProgress() {
  const router = useRouter()
  const { actor, send, tell } = useDeferredActor((): Promise<RouteProgressActor> =>
    import('./route-progress-actor').then((module) => module.startRouteProgress()),
  )
  const state = useDeferredSelector(actor, (snapshot) => snapshot.value, 'idle')

  useEffect(() => {
    const offStart = router.subscribe('onBeforeNavigate', (event) => {
      if (event.hrefChanged) send({ type: 'progress.start' })
    })
    // The page's own first load resolves too, with no bar to finish.
    const offDone = router.subscribe('onResolved', () => tell({ type: 'progress.done' }))
    return () => {
      offStart()
      offDone()
    }
  }, [router, send, tell])

  if (state !== 'running' && state !== 'finishing') return null
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={m.layout_progress()}
      style={
        {
          '--progress-duration': `${PROGRESS_DURATION_MS}ms`,
          '--progress-finish': `${PROGRESS_FINISH_MS}ms`,
        } as CSSProperties
      }
    >
      <div className={styles.bar} data-state={state} />
    </div>
  )
}
