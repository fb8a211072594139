// Thin progress bar at the top of the page while a navigation loads (state in routeProgressMachine).
import { useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, type CSSProperties } from 'react'
import {
  PROGRESS_DURATION_MS,
  PROGRESS_FINISH_MS,
  routeProgressMachine,
} from '../../../../machines/route-progress.machine'
import { m } from '../../../../messages/compiled/messages.js'
import styles from './route-progress.module.css'

export function RouteProgress() {
  const router = useRouter()
  const actor = useActorRef(routeProgressMachine)
  const state = useSelector(actor, (snapshot) => snapshot.value)

  useEffect(() => {
    const offStart = router.subscribe('onBeforeNavigate', (event) => {
      if (event.hrefChanged) actor.send({ type: 'progress.start' })
    })
    const offDone = router.subscribe('onResolved', () => actor.send({ type: 'progress.done' }))
    return () => {
      offStart()
      offDone()
    }
  }, [router, actor])

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
