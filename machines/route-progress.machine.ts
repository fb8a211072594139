// The top-of-page route progress bar (SPEC 9: throttle 200 ms, duration 5000 ms).
// A navigation that resolves within the throttle shows nothing; a longer one shows a bar that trickles up to a
// cap (the trickle itself is a CSS animation of PROGRESS_DURATION_MS, started when `running` is entered) and,
// when the navigation resolves, fills and fades out during `finishing`.
import { setup } from 'xstate'
import { PROGRESS_FINISH_MS, PROGRESS_THROTTLE_MS } from './route-progress.timing'

export { PROGRESS_DURATION_MS, PROGRESS_FINISH_MS, PROGRESS_THROTTLE_MS } from './route-progress.timing'

export type RouteProgressEvent = { type: 'progress.start' } | { type: 'progress.done' }

export const routeProgressMachine = setup({
  types: {
    events: {} as RouteProgressEvent,
  },
  delays: {
    throttle: PROGRESS_THROTTLE_MS,
    finish: PROGRESS_FINISH_MS,
  },
}).createMachine({
  id: 'routeProgress',
  initial: 'idle',
  states: {
    idle: {
      on: { 'progress.start': 'waiting' },
    },
    waiting: {
      after: { throttle: 'running' },
      on: { 'progress.done': 'idle' },
    },
    running: {
      on: { 'progress.done': 'finishing' },
    },
    finishing: {
      after: { finish: 'idle' },
      // A new navigation while the bar fades: hide it and start over with the throttle.
      on: { 'progress.start': 'waiting' },
    },
  },
})
