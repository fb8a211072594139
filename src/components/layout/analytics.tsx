// Starts the analytics counters in the browser and reports a page view 350 ms after each route change (SPEC 1),
// so a redirect or a quick second navigation is counted once, as the page the visitor stays on.
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { loadCounters, trackPageView, type CounterIds } from '../../lib/analytics/counters'

const PAGE_VIEW_DELAY_MS = 350

export function Analytics({ ids }: { ids: CounterIds | undefined }) {
  const href = useRouterState({ select: (state) => state.location.href })
  const first = useRef(true)

  useEffect(() => {
    if (ids) loadCounters(ids)
  }, [ids])

  useEffect(() => {
    // The counters count the page that loads them.
    if (first.current) {
      first.current = false
      return
    }
    const timer = window.setTimeout(() => trackPageView(window.location.href, document.title), PAGE_VIEW_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [href])

  return null
}
