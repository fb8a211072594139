// The embedded database belongs to the running server, so staff commands reach it through a unix socket in
// DATA_DIR (owner-only): one JSON request line {command, args}, one JSON reply line {ok, lines | error}.
import { chmod, unlink } from 'node:fs/promises'
import { unlinkSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import type { Db } from '../db/client'
import { runStaffCommand, type StaffServices } from './commands'
import { StaffInputError } from './staff-error'

export type StaffRequest = { command: string; args: string[] }
export type StaffReply = { ok: true; lines: string[] } | { ok: false; error: string }

const MAX_REQUEST_BYTES = 64 * 1024

export const staffSocketPath = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}/staff.sock`

function parseRequest(text: string): StaffRequest | null {
  try {
    const value = JSON.parse(text) as Partial<StaffRequest>
    if (
      typeof value.command !== 'string' ||
      !Array.isArray(value.args) ||
      !value.args.every((arg) => typeof arg === 'string')
    )
      return null
    return { command: value.command, args: value.args }
  } catch {
    return null
  }
}

async function answer(db: Db, text: string, services?: StaffServices): Promise<StaffReply> {
  const request = parseRequest(text)
  if (!request) return { ok: false, error: 'malformed request: expected {"command": string, "args": string[]}' }
  try {
    return { ok: true, lines: await runStaffCommand(db, request.command, request.args, services) }
  } catch (error) {
    if (error instanceof StaffInputError) return { ok: false, error: error.message }
    console.error(`[staff] ${request.command} failed`, error)
    return { ok: false, error: `${request.command} failed on the server; see the server log` }
  }
}

function serve(db: Db, socket: Socket, services?: StaffServices) {
  let buffer = ''
  socket.setEncoding('utf8')
  socket.on('error', () => socket.destroy())
  socket.on('data', (chunk: string) => {
    buffer += chunk
    if (buffer.length > MAX_REQUEST_BYTES)
      return socket.end(`${JSON.stringify({ ok: false, error: 'request too large' })}\n`)
    const end = buffer.indexOf('\n')
    if (end < 0) return
    socket.removeAllListeners('data')
    void answer(db, buffer.slice(0, end), services).then((reply) => socket.end(`${JSON.stringify(reply)}\n`))
  })
}

/** Connects and sends one request. Null when nothing listens there (no socket file, or a stale one). */
export function sendStaffCommand(
  socketPath: string,
  request: StaffRequest,
  timeoutMs = 60_000,
): Promise<StaffReply | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath)
    let connected = false
    let reply = ''
    socket.setEncoding('utf8')
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`the server did not answer within ${timeoutMs / 1000} s`)),
    )
    socket.on('connect', () => {
      connected = true
      socket.write(`${JSON.stringify(request)}\n`)
    })
    socket.on('data', (chunk: string) => (reply += chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null)
      else reject(error)
    })
    socket.on('end', () => {
      try {
        resolve(JSON.parse(reply.trim()) as StaffReply)
      } catch {
        reject(new Error('the server sent an unreadable answer'))
      }
    })
  })
}

export type StaffSocket = { path: string; close: () => Promise<void> }

/** Listens at `socketPath`, replacing a stale socket file left by a crash; refuses if another server answers. */
export async function startStaffSocket(db: Db, socketPath: string, services?: StaffServices): Promise<StaffSocket> {
  const probe = await sendStaffCommand(socketPath, { command: 'managers', args: [] }, 2000).catch(() => null)
  if (probe) throw new Error(`another server already answers staff commands at ${socketPath}`)
  await unlink(socketPath).catch(() => {})
  const server: Server = createServer((socket) => serve(db, socket, services))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => {
      server.off('error', reject)
      resolve()
    })
  })
  await chmod(socketPath, 0o600)
  // A crash skips close(); the file must not outlive the process or the CLI would try a dead socket.
  const removeOnExit = () => {
    try {
      unlinkSync(socketPath)
    } catch {
      // already gone
    }
  }
  process.once('exit', removeOnExit)
  return {
    path: socketPath,
    close: async () => {
      process.off('exit', removeOnExit)
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await unlink(socketPath).catch(() => {})
    },
  }
}
