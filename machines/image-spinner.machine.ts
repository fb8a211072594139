// The 360° product spinner (SPEC 4 "Product spinner"): the frames are preloaded first (the injected `preload`
// actor reports each frame it has), then the view turns frame by frame by dragging, the wheel, the arrow keys or
// a slider. With `infinite` it wraps around past the last frame; otherwise it stops at either end.
// Moving right, scrolling down and the right arrow all show the next frame.
import { assign, fromCallback, setup } from 'xstate'

/** Pointer travel that turns the view by one frame. */
export const DRAG_PIXELS_PER_FRAME = 10
/** Wheel travel (in pixels) that turns the view by one frame; small trackpad deltas add up. */
export const WHEEL_PIXELS_PER_FRAME = 40

export type ImageSpinnerInput = { frameCount: number; infinite: boolean }

export type ImageSpinnerContext = ImageSpinnerInput & {
  frame: number
  /** Frames preloaded so far. */
  loaded: number
  /** Pointer position at which the frame last changed during a drag. */
  dragX: number
  /** Wheel travel not yet turned into a frame. */
  wheelRest: number
}

export type ImageSpinnerEvent =
  | { type: 'spinner.loaded'; loaded: number }
  | { type: 'spinner.loadFailed' }
  | { type: 'spinner.dragStart'; x: number }
  | { type: 'spinner.dragMove'; x: number }
  | { type: 'spinner.dragEnd' }
  | { type: 'spinner.wheel'; deltaY: number }
  | { type: 'spinner.step'; delta: 1 | -1 }
  | { type: 'spinner.seek'; frame: number }

/** The frame `steps` frames away from `frame`: wrapped around with `infinite`, else held at the first or last. */
export function turn(frame: number, steps: number, { frameCount, infinite }: ImageSpinnerInput): number {
  const next = frame + steps
  if (infinite) return ((next % frameCount) + frameCount) % frameCount
  return Math.min(Math.max(next, 0), frameCount - 1)
}

/** Whole frames in a travel of `distance` pixels, rounded toward zero. */
const framesIn = (distance: number, pixelsPerFrame: number) => Math.trunc(distance / pixelsPerFrame)

export const imageSpinnerMachine = setup({
  types: {
    context: {} as ImageSpinnerContext,
    events: {} as ImageSpinnerEvent,
    input: {} as ImageSpinnerInput,
  },
  actors: {
    /** Sends spinner.loaded with the running count as frames arrive, spinner.loadFailed if one cannot be had. */
    preload: fromCallback<ImageSpinnerEvent>(() => {
      throw new Error('preload is provided by the app')
    }),
  },
  guards: {
    allLoaded: ({ context }, loaded: number) => loaded >= context.frameCount,
  },
  actions: {
    countLoaded: assign({ loaded: (_, loaded: number) => loaded }),
    grab: assign({ dragX: (_, x: number) => x }),
    // The anchor moves by whole frames only, so slow drags add up and reversing responds at once even at an end.
    drag: assign(({ context }, x: number) => {
      const steps = framesIn(x - context.dragX, DRAG_PIXELS_PER_FRAME)
      return { frame: turn(context.frame, steps, context), dragX: context.dragX + steps * DRAG_PIXELS_PER_FRAME }
    }),
    wheel: assign(({ context }, deltaY: number) => {
      const travel = context.wheelRest + deltaY
      const steps = framesIn(travel, WHEEL_PIXELS_PER_FRAME)
      return { frame: turn(context.frame, steps, context), wheelRest: travel - steps * WHEEL_PIXELS_PER_FRAME }
    }),
    step: assign({ frame: ({ context }, delta: number) => turn(context.frame, delta, context) }),
    seek: assign({
      frame: ({ context }, frame: number) => Math.min(Math.max(Math.round(frame), 0), context.frameCount - 1),
    }),
  },
}).createMachine({
  id: 'imageSpinner',
  context: ({ input }) => ({ ...input, frame: 0, loaded: 0, dragX: 0, wheelRest: 0 }),
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'preload' },
      on: {
        'spinner.loaded': [
          {
            guard: { type: 'allLoaded', params: ({ event }) => event.loaded },
            target: 'ready',
            actions: { type: 'countLoaded', params: ({ event }) => event.loaded },
          },
          { actions: { type: 'countLoaded', params: ({ event }) => event.loaded } },
        ],
        'spinner.loadFailed': 'failed',
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'spinner.wheel': { actions: { type: 'wheel', params: ({ event }) => event.deltaY } },
        'spinner.step': { actions: { type: 'step', params: ({ event }) => event.delta } },
        'spinner.seek': { actions: { type: 'seek', params: ({ event }) => event.frame } },
      },
      states: {
        idle: {
          on: {
            'spinner.dragStart': { target: 'dragging', actions: { type: 'grab', params: ({ event }) => event.x } },
          },
        },
        dragging: {
          on: {
            'spinner.dragMove': { actions: { type: 'drag', params: ({ event }) => event.x } },
            'spinner.dragEnd': 'idle',
          },
        },
      },
    },
    // The first frame stays on show as a still picture.
    failed: {},
  },
})
