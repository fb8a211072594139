// The built shop as a process of its own (`node scripts/start.mjs`, which builds when the sources changed), for
// benchmarks that measure what a real server does.
import { type ChildProcess, spawn } from 'node:child_process'

/** Milliseconds from `started` until `url` answers OK; throws if the server exits first. */
export async function firstOk(url: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return performance.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** `stdout: 'pipe'` keeps the server's output for `allListening`. */
export function startServer(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd?: string,
  stdout: 'ignore' | 'pipe' = 'ignore',
): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', stdout, 'ignore'], cwd })
}

/** Resolves once `count` app processes of a server started with its stdout piped say they listen (under
 * WEB_CONCURRENCY the port answers as soon as the first does); throws if the server exits first. */
export async function allListening(child: ChildProcess, count: number): Promise<void> {
  if (!child.stdout) throw new Error('the server was started without its stdout piped')
  let heard = 0
  let pending = ''
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before ${count} processes listened`)))
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n')
      pending = lines.pop() ?? ''
      heard += lines.filter((line) => line.includes('Vitrina is listening')).length
      if (heard >= count) resolve()
    })
  })
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

/** The resident memory of a process, in MB (Linux). */
export async function residentMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises')
  const kb = /VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`)
  return Number(kb) / 1000
}
