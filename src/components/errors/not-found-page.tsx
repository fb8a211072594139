// 404 for unknown routes and notFound() thrown by loaders. Under a two-letter first segment that is no locale
// of ours (/de/about/) it names the cause, 'LocaleError' (SPEC): no route answers such an address.
import { useLocation } from '@tanstack/react-router'
import { LOCALE_ERROR, hasUnknownLocalePrefix } from '../../lib/locale-segment'
import { m } from '../../../messages/compiled/messages.js'
import { ErrorDetails } from './error-details'
import { ErrorView } from './error-view'

export function NotFoundPage() {
  const { pathname } = useLocation()
  if (!hasUnknownLocalePrefix(pathname)) return <ErrorView status={404} />
  return (
    <ErrorView status={404} text={m.error_locale()}>
      <ErrorDetails items={[{ term: m.error_code_label(), value: LOCALE_ERROR }]} />
    </ErrorView>
  )
}
