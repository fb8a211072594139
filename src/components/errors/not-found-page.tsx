// 404 for unknown routes, notFound() thrown by loaders and unknown locale prefixes ('LocaleError').
import { LOCALE_ERROR } from '../../lib/locale-segment'
import { ErrorView } from './error-view'

type Reasoned = { reason?: unknown; data?: { reason?: unknown } }

/** The router spreads the notFound() error into the props: `data` is what the thrower passed. */
export function notFoundReason(data: unknown): string | undefined {
  const value = data as Reasoned | null | undefined
  const reason = value?.reason ?? value?.data?.reason
  return typeof reason === 'string' ? reason : undefined
}

export function NotFoundPage({ data }: { data?: unknown }) {
  const reason = notFoundReason(data)
  return <ErrorView status={404} reason={reason === LOCALE_ERROR ? LOCALE_ERROR : undefined} />
}
