// Where the CPU goes while a benchmark runs (Linux /proc): each process of interest, this process's reaped
// children (the load generator, once it has exited), and the whole machine, in cores (CPU seconds per second).
import { readdir, readFile } from 'node:fs/promises'
import { cpus } from 'node:os'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux build that matters). */
const TICKS = 100
const SAMPLE_MS = 250
const SEARCH_EVERY = 8

type Times = { ppid: number; ticks: number; children: number }

/** utime + stime of `pid` (and cutime + cstime: its children that exited and were waited for), or null if gone. */
async function times(pid: number | 'self'): Promise<Times | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return {
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      children: Number(fields[13]) + Number(fields[14]),
    }
  } catch {
    return null
  }
}

const busyTicks = async () => {
  const [, ...counts] = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!.trim().split(/\s+/).map(Number)
  // user nice system idle iowait irq softirq steal: everything but idle and iowait is busy.
  return counts.slice(0, 8).reduce((sum, count, index) => (index === 3 || index === 4 ? sum : sum + count!), 0)
}

export type ProcessOf = (pid: number, ppid: number, cmdline: string) => string | null

/** The label of each live process `of` names. */
async function labelled(of: ProcessOf): Promise<Map<number, { label: string; ticks: number }>> {
  const found = new Map<number, { label: string; ticks: number }>()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    const [now, cmdline] = await Promise.all([times(pid), readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')])
    const label = now && of(pid, now.ppid, cmdline.replaceAll('\0', ' ').trim())
    if (now && label) found.set(pid, { label, ticks: now.ticks })
  }
  return found
}

export type CpuShares = {
  seconds: number
  /** Cores used by each process `of` labelled, by this process, by its children reaped meanwhile (the load
   * generator), and by the whole machine. */
  processes: { label: string; cores: number }[]
  self: number
  reapedChildren: number
  machine: number
  cores: number
}

/** Runs `run` while sampling the CPU of the processes `of` labels: the ones known are read every 250 ms, and /proc
 * is searched for new ones every 2 s (cheaply enough not to weigh on what is measured). A process born meanwhile
 * counts from 0; one that exits keeps its last sample. */
export async function withCpuShares<T>(of: ProcessOf, run: () => Promise<T>): Promise<{ result: T; cpu: CpuShares }> {
  const first = await labelled(of)
  const last = new Map(first)
  const [selfBefore, machineBefore, started] = [await times('self'), await busyTicks(), performance.now()]
  let sampling = true
  const sampler = (async () => {
    for (let tick = 1; sampling; tick += 1) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS))
      if (tick % SEARCH_EVERY === 0) for (const [pid, sample] of await labelled(of)) last.set(pid, sample)
      else
        for (const [pid, { label }] of last) {
          const now = await times(pid)
          if (now) last.set(pid, { label, ticks: now.ticks })
        }
    }
  })()
  let result: T
  try {
    result = await run()
  } finally {
    sampling = false
    await sampler
  }
  const [selfAfter, machineAfter] = [await times('self'), await busyTicks()]
  for (const [pid, sample] of await labelled(of)) last.set(pid, sample)
  const seconds = (performance.now() - started) / 1000
  const cores = (ticks: number) => ticks / TICKS / seconds
  const processes = [...last].map(([pid, { label, ticks }]) => ({
    label,
    cores: cores(ticks - (first.get(pid)?.ticks ?? 0)),
  }))
  return {
    result,
    cpu: {
      seconds,
      processes,
      self: cores((selfAfter?.ticks ?? 0) - (selfBefore?.ticks ?? 0)),
      reapedChildren: cores((selfAfter?.children ?? 0) - (selfBefore?.children ?? 0)),
      machine: cores(machineAfter - machineBefore),
      cores: cpus().length,
    },
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** The cores the processes labelled `label` used together. */
export const coresOf = (cpu: CpuShares, label: string) =>
  sum(cpu.processes.filter((each) => each.label === label).map((each) => each.cores))

/** Everything measured: the labelled processes, the load generator and this process. */
export const measuredCores = (cpu: CpuShares) =>
  sum(cpu.processes.map((each) => each.cores)) + cpu.reapedChildren + cpu.self

/** What the rest of the machine used meanwhile (other work on a shared machine). */
export const otherCores = (cpu: CpuShares) => Math.max(0, cpu.machine - measuredCores(cpu))

/** `cores: app 0.53 + 0.42, postgres 0.10, wrk 0.12, this benchmark 0.05, everything else 0.83 (machine 1.95 of 2)`:
 * one term per label, the processes of a label in `oneByOne` joined by `+`, the others' summed. */
export function coresLine(cpu: CpuShares, loadGenerator: string, oneByOne: string[] = []): string {
  const terms = [...new Set(cpu.processes.map((each) => each.label))].map((label) => {
    const shares = oneByOne.includes(label)
      ? cpu.processes.filter((each) => each.label === label).map((each) => each.cores)
      : [coresOf(cpu, label)]
    return `${label} ${shares.map((share) => share.toFixed(2)).join(' + ')}`
  })
  return (
    `cores: ${terms.join(', ')}, ${loadGenerator} ${cpu.reapedChildren.toFixed(2)}, ` +
    `this benchmark ${cpu.self.toFixed(2)}, everything else ${otherCores(cpu).toFixed(2)} ` +
    `(machine ${cpu.machine.toFixed(2)} of ${cpu.cores})`
  )
}
