import { m } from '../../paraglide/messages.js'

const TITLES = {
  400: m.error_title_400,
  403: m.error_title_403,
  404: m.error_title_404,
  500: m.error_title_500,
} as const

export function ErrorView({ status, reason }: { status: keyof typeof TITLES; reason?: string }) {
  return (
    <section data-status={status}>
      <p>{status}</p>
      <h1>{TITLES[status]()}</h1>
      {reason ? <p data-reason={reason}>{reason}: {m.error_locale()}</p> : null}
      <a href="/">{m.error_back_home()}</a>
    </section>
  )
}
