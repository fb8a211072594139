// 1C reads plain text, one item a line, and acts on the first line. Every answer, refusals included, is an
// HTTP 200: 1C shows the reason of a `failure` only when it gets one, while any other status is reported as a
// connection error without it. Two exceptions: the exchange being off is a plain 404, and a checkauth without
// any credentials is a 401 with a Basic challenge (still `failure` first), for HTTP clients that send
// credentials only when challenged.
import { DomainError, NotSignedIn } from '../../domain-errors'
import { translate } from '../../i18n'

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' }

export const textAnswer = (...lines: (string | number)[]) => new Response(`${lines.join('\n')}\n`, { headers: TEXT })

export const failureAnswer = (reason: string) => textAnswer('failure', oneLine(reason))

/** 1C takes one line per item, so a reason is kept to one short line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300)

/** The reason given to 1C for an error: a refusal's own message, the first line of any other error's. */
export function reasonOf(error: unknown): string {
  const reason = error instanceof Error ? oneLine(error.message.split('\n')[0] ?? '') : ''
  return reason || translate('exchange_1c_server_error', 'ru')
}

export const isExpected = (error: unknown): error is DomainError => error instanceof DomainError

/** The answer to a refusal: `failure` and its reason, challenged with 401 when credentials were missing. */
export function refusalAnswer(error: DomainError): Response {
  const answer = failureAnswer(reasonOf(error))
  if (!(error instanceof NotSignedIn)) return answer
  return new Response(answer.body, {
    status: 401,
    headers: { ...TEXT, 'WWW-Authenticate': 'Basic realm="1C exchange", charset="UTF-8"' },
  })
}
