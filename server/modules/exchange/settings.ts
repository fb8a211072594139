// The exchange's configuration, derived once from the environment; null when the exchange is off.
import path from 'node:path'
import { EnvError, type Env } from '../../env'

export type ExchangeSettings = {
  login: string
  password: string
  zip: boolean
  /** Largest body of one mode=file request, in bytes. */
  fileLimit: number
  /** Largest total a zip may unpack to, in bytes. */
  unzipLimit: number
  /** Root of the upload areas (absolute), one folder per session. */
  dir: string
  sessionMinutes: number
}

export function exchangeSettings(env: Env): ExchangeSettings | null {
  const login = env.EXCHANGE_1C_LOGIN
  const password = env.EXCHANGE_1C_PASSWORD
  if (login === undefined && password === undefined) return null
  if (login === undefined || password === undefined)
    throw new EnvError(
      `Invalid configuration:\n  ${login === undefined ? 'EXCHANGE_1C_LOGIN' : 'EXCHANGE_1C_PASSWORD'}: ` +
        'must be set as well (or both left unset to turn the 1C exchange off)',
    )
  return {
    login,
    password,
    zip: env.EXCHANGE_1C_ZIP,
    fileLimit: env.EXCHANGE_1C_FILE_LIMIT,
    unzipLimit: env.EXCHANGE_1C_UNZIP_LIMIT,
    dir: path.resolve(env.EXCHANGE_1C_DIR ?? path.join(env.DATA_DIR, 'exchange')),
    sessionMinutes: env.EXCHANGE_1C_SESSION_MINUTES,
  }
}
