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

export function startServer(args: string[], env: NodeJS.ProcessEnv, cwd?: string): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore', cwd })
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
