// The 360° view as the product page offers it: while the frames load, the held frame requests let through one
// frame, all of them, or fail one; once ready, a drag (press, move 25 px, let go), a wheel turn of 100 px and the
// slider's End and Home keys. The page's spinner is the infinite one with a slider (product-gallery.tsx).
import { TestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import { imageSpinnerMachine, type ImageSpinnerEvent } from '../../../machines/image-spinner.machine'
import { SPIN_FRAMES } from '../../../server/seed/art/product-art'
import { testModelMachine } from '../../machines/harness/model-machine'
import { keyedBy } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'

export const spinnerModel = testModelMachine(imageSpinnerMachine)
export const INPUT = { frameCount: SPIN_FRAMES, infinite: true }

export const EXCLUDED = [
  {
    item: 'imageSpinner.ready --spinner.step--> (stays)',
    reason:
      "the app's only spinner (the product page's) has a slider: the picture is not focusable and takes no keys, " +
      "the arrow keys move the slider, which seeks; the machine's model test takes the picture's own keys",
  },
]

function offered(state: AnyMachineSnapshot): ImageSpinnerEvent[] {
  const { loaded } = state.context as { loaded: number }
  if (state.matches('loading'))
    return [
      ...(loaded === 0 ? [{ type: 'spinner.loaded' as const, loaded: 1 }] : []),
      { type: 'spinner.loaded', loaded: SPIN_FRAMES },
      { type: 'spinner.loadFailed' },
    ]
  if (state.matches({ ready: 'dragging' })) return [{ type: 'spinner.dragMove', x: 25 }, { type: 'spinner.dragEnd' }]
  if (state.matches('ready'))
    return [
      { type: 'spinner.dragStart', x: 0 },
      { type: 'spinner.wheel', deltaY: 100 },
      { type: 'spinner.seek', frame: SPIN_FRAMES - 1 },
      { type: 'spinner.seek', frame: 0 },
    ]
  return []
}

const keyOf = (state: AnyMachineSnapshot) => {
  const { frame, loaded, dragX, wheelRest } = state.context as Record<string, number>
  return `${JSON.stringify(state.value)} frame=${frame} loaded=${loaded} dragX=${dragX} rest=${wheelRest}`
}

const model = new TestModel(spinnerModel, {
  ...offeredOnly(spinnerModel),
  events: offered,
  input: INPUT,
  serializeState: keyedBy(keyOf),
})

export const spinnerPaths = lazyPaths(() => coveringPaths(model.getShortestPaths(), spinnerModel, INPUT))
