import { LOCALE_ERROR } from '../../lib/locale-segment'
import { ErrorView } from './error-view'

export function NotFoundPage({ data }: { data?: unknown }) {
  const reason = (data as { data?: { reason?: string } } | undefined)?.data?.reason
  return <ErrorView status={404} reason={reason === LOCALE_ERROR ? LOCALE_ERROR : undefined} />
}
