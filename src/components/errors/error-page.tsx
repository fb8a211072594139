import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorView } from './error-view'

/** Statuses the error page has a title for; anything else shows as a 500. */
const KNOWN = [400, 403, 404, 500] as const

export function ErrorPage({ error }: ErrorComponentProps) {
  const status = (error as { status?: number }).status
  return <ErrorView status={KNOWN.find((known) => known === status) ?? 500} />
}
