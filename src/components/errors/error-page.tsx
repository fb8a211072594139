// Error component (root, and fit for the router's defaultErrorComponent): reloads once on a chunk-load failure
// (a new deploy), otherwise shows the error view, full-window without the layout or inside it.
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { browserChunkReloadDeps, isChunkLoadError, reloadOnChunkError } from '../../lib/chunk-reload'
import { ErrorView } from './error-view'

/** Statuses the error page has a title for; anything else shows as a 500. */
const KNOWN = [400, 403, 404, 500] as const

export function ErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    reloadOnChunkError(error, browserChunkReloadDeps())
  }, [error])
  const status = (error as { status?: number } | null)?.status
  const known = KNOWN.find((value) => value === status) ?? 500
  const reload = known === 500 || isChunkLoadError(error) ? () => window.location.reload() : undefined
  return <ErrorView status={known} onReload={reload} />
}
