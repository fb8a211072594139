// 1C's side of "Обмен с сайтом" for a catalogue, as the issue describes the protocol: checkauth with HTTP Basic
// (the answer names the session cookie), init (zip and file_limit), every file POSTed in parts of at most
// file_limit bytes, then mode=import for import.xml and offers.xml, asked again while the site answers `progress`.
// It takes a fetch-like function, so it drives an app in process (`app.fetch`) or a real server (`fetch`).
import { open, stat } from 'node:fs/promises'
import path from 'node:path'

export type FetchLike = (request: Request) => Response | Promise<Response>

export type ExchangeCredentials = { login: string; password: string }

export type ExchangeSessionResult = {
  /** Bytes POSTed and the number of parts they took. */
  uploadedBytes: number
  parts: number
  /** How many times the site answered `progress` before `success`, per file. */
  progress: Record<string, number>
}

export type ExchangeSessionOptions = {
  /** The files to upload and import, in order (default: import.xml, then offers.xml). */
  files?: string[]
  /** Pause between two `mode=import` calls while the site answers `progress` (default 200 ms). */
  pollMs?: number
}

export class ExchangeFailure extends Error {}

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim())

async function call(fetch: FetchLike, url: URL, init: RequestInit): Promise<string[]> {
  const response = await fetch(new Request(url, init))
  const text = await response.text()
  const answer = lines(text)
  if (!response.ok || answer[0] === 'failure')
    throw new ExchangeFailure(`${url.searchParams.get('mode')}: HTTP ${response.status} ${text.slice(0, 500)}`)
  return answer
}

/** Reads `file` in parts of at most `limit` bytes, one buffer at a time. */
async function* partsOf(file: string, limit: number): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const handle = await open(file)
  try {
    const { size } = await stat(file)
    for (let offset = 0; offset < size; offset += limit) {
      const buffer = new Uint8Array(Math.min(limit, size - offset))
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset)
      yield buffer.subarray(0, bytesRead)
    }
  } finally {
    await handle.close()
  }
}

/** Polls in a row that may fail on the network before the session gives up. */
const LOST_POLLS = 5

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One whole catalogue exchange of the files in `folder` against the exchange URL `baseUrl` (e.g. …/exchange/1c/). */
export async function runExchangeSession(
  fetch: FetchLike,
  baseUrl: string,
  credentials: ExchangeCredentials,
  folder: string,
  options: ExchangeSessionOptions = {},
): Promise<ExchangeSessionResult> {
  const files = options.files ?? ['import.xml', 'offers.xml']
  const pollMs = options.pollMs ?? 200
  const url = (query: Record<string, string>) => {
    const target = new URL(baseUrl)
    for (const [key, value] of Object.entries({ type: 'catalog', ...query })) target.searchParams.set(key, value)
    return target
  }

  const basic = Buffer.from(`${credentials.login}:${credentials.password}`).toString('base64')
  const [status, cookieName, cookieValue] = await call(fetch, url({ mode: 'checkauth' }), {
    headers: { Authorization: `Basic ${basic}` },
  })
  if (status !== 'success' || !cookieName || !cookieValue)
    throw new ExchangeFailure(`checkauth: unexpected answer ${JSON.stringify([status, cookieName, cookieValue])}`)
  const headers = { Cookie: `${cookieName}=${cookieValue}` }

  const settings = new Map(
    (await call(fetch, url({ mode: 'init' }), { headers })).map((line) => {
      const [key = '', value = ''] = line.split('=', 2)
      return [key, value]
    }),
  )
  const fileLimit = Number(settings.get('file_limit'))
  if (!Number.isSafeInteger(fileLimit) || fileLimit <= 0)
    throw new ExchangeFailure(`init: no usable file_limit in ${JSON.stringify([...settings])}`)
  if (settings.get('zip') === 'yes') console.warn('exchange: the site accepts zip; this client sends plain files')

  const result: ExchangeSessionResult = { uploadedBytes: 0, parts: 0, progress: {} }
  for (const filename of files) {
    for await (const part of partsOf(path.join(folder, filename), fileLimit)) {
      const [answer] = await call(fetch, url({ mode: 'file', filename }), { method: 'POST', headers, body: part })
      if (answer !== 'success') throw new ExchangeFailure(`file ${filename}: unexpected answer ${answer}`)
      result.uploadedBytes += part.byteLength
      result.parts += 1
    }
  }
  for (const filename of files) {
    result.progress[filename] = 0
    for (let lost = 0; ;) {
      let answer: string | undefined
      try {
        ;[answer] = await call(fetch, url({ mode: 'import', filename }), { headers })
        lost = 0
      } catch (error) {
        // A poll lost on the way (the embedded database holds the server's only thread while it applies a very big
        // file, and a kept-alive connection may close under the next poll) is asked again.
        if (error instanceof ExchangeFailure || ++lost > LOST_POLLS) throw error
        await sleep(pollMs)
        continue
      }
      if (answer?.startsWith('success')) break
      if (!answer?.startsWith('progress')) throw new ExchangeFailure(`import ${filename}: unexpected answer ${answer}`)
      result.progress[filename] += 1
      await sleep(pollMs)
    }
  }
  return result
}
