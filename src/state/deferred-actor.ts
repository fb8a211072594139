// A machine of every page whose actor starts after hydration rather than with it (decision 031): the module that
// builds and starts it (the machine, its implementations and xstate itself) is imported when the first event is
// sent or once the browser is idle, so a page's first load carries none of it. Until the actor runs, the provider
// shows what the server's data says (`before`), and the events sent meanwhile reach the actor in order once it does.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate'
import { whenIdle } from '../lib/when-idle'
import { useLatest } from '../lib/use-latest'

export type DeferredActor<Actor extends AnyActorRef> = {
  /** The running actor; null until it has started (always on the server). */
  actor: Actor | null
  /** Sends to the actor, starting it first when it is not running yet. */
  send: (event: EventFrom<Actor>) => void
  /** Starts the actor now, without an event: the provider has something for it to do at once. */
  wake: () => void
  /** Sends to an actor that runs or is starting, and drops the event otherwise: an actor that has heard nothing
   * yet is in its first state, where such an event (a route change closing what is open) means nothing. */
  tell: (event: EventFrom<Actor>) => void
}

/** Deferred actors of this page not started yet. `html[data-machines]` turns `started` once every one runs: the path
 * runner waits for it before it stops the page's clock, so that no machine's timers start after the clock moved. */
let unstarted = 0
const count = (change: number) => {
  unstarted += change
  document.documentElement.dataset.machines = unstarted === 0 ? 'started' : 'starting'
}

/** `start` imports the actor's module and returns the started actor, with its emitted events already listened to. */
export function useDeferredActor<Actor extends AnyActorRef>(start: () => Promise<Actor>): DeferredActor<Actor> {
  const [actor, setActor] = useState<Actor | null>(null)
  const starter = useLatest(start)
  const running = useRef<Actor | null>(null)
  const waiting = useRef<EventFrom<Actor>[]>([])
  const wanted = useRef(false)
  const boot = useRef(() => {
    wanted.current = true
  })

  useEffect(() => {
    let cancelled = false
    let booted = false
    let counted = true
    count(1)
    const uncount = () => {
      if (counted) count(-1)
      counted = false
    }
    boot.current = () => {
      wanted.current = true
      if (booted) return
      booted = true
      void starter.current().then((started) => {
        if (cancelled) return void started.stop()
        uncount()
        running.current = started
        for (const event of waiting.current.splice(0)) started.send(event)
        setActor(started)
      })
    }
    // Children's effects run before this one: what they sent is waiting already.
    if (wanted.current) boot.current()
    const cancelIdle = whenIdle(() => boot.current())
    return () => {
      cancelled = true
      uncount()
      cancelIdle()
      running.current?.stop()
      running.current = null
      waiting.current = []
      wanted.current = false
      boot.current = () => {
        wanted.current = true
      }
      setActor(null)
    }
  }, [starter])

  const send = useCallback((event: EventFrom<Actor>) => {
    if (running.current) return running.current.send(event)
    waiting.current.push(event)
    boot.current()
  }, [])
  const wake = useCallback(() => boot.current(), [])
  const tell = useCallback(
    (event: EventFrom<Actor>) => {
      if (wanted.current) send(event)
    },
    [send],
  )
  return { actor, send, wake, tell }
}

/** A value read from the actor's snapshot, or `before` (which must keep its identity between renders) while the
 * actor has not started. `equal` keeps the last value when a new snapshot selects an equal one. */
export function useDeferredSelector<Actor extends AnyActorRef, Value>(
  actor: Actor | null,
  select: (snapshot: SnapshotFrom<Actor>) => Value,
  before: Value,
  equal: (a: Value, b: Value) => boolean = Object.is,
): Value {
  const last = useRef<{ snapshot: unknown; value: Value } | null>(null)
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!actor) return () => {}
      const subscription = actor.subscribe(changed)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const read = () => {
    if (!actor) return before
    const snapshot: SnapshotFrom<Actor> = actor.getSnapshot()
    if (last.current?.snapshot === snapshot) return last.current.value
    const value = select(snapshot)
    const kept = last.current && equal(last.current.value, value) ? last.current.value : value
    last.current = { snapshot, value: kept }
    return kept
  }
  return useSyncExternalStore(subscribe, read, () => before)
}
