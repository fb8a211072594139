// The 360° view of a product: every frame is preloaded first (with a progress bar), then the picture turns by
// dragging (mouse, pen or touch), the wheel, the arrow keys or an optional slider. The state lives in the image
// spinner machine; this component wires the browser's events to it and shows its frame.
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { fromCallback } from 'xstate'
import { imageSpinnerMachine, type ImageSpinnerEvent } from '../../../machines/image-spinner.machine'
import { m } from '../../../messages/compiled/messages.js'
import styles from './image-spinner.module.css'

export type ImageSpinnerProps = {
  /** Frame URLs in turning order. */
  frames: string[]
  alt: string
  /** Turn on past the last frame to the first (and back) instead of stopping. */
  infinite?: boolean
  /** Show a range input that picks the frame. */
  slider?: boolean
  width: number
  height: number
}

/** Loads every frame through Image objects, reporting the count as they arrive; later the cached copies show. */
function preloadFrames(frames: string[]) {
  return fromCallback<ImageSpinnerEvent>(({ sendBack }) => {
    let loaded = 0
    const images = frames.map((src) => {
      const image = new Image()
      image.onload = () => sendBack({ type: 'spinner.loaded', loaded: ++loaded })
      image.onerror = () => sendBack({ type: 'spinner.loadFailed' })
      image.src = src
      return image
    })
    return () => {
      for (const image of images) image.onload = image.onerror = null
    }
  })
}

const KEY_EVENTS: Record<string, (last: number) => ImageSpinnerEvent> = {
  ArrowRight: () => ({ type: 'spinner.step', delta: 1 }),
  ArrowUp: () => ({ type: 'spinner.step', delta: 1 }),
  ArrowLeft: () => ({ type: 'spinner.step', delta: -1 }),
  ArrowDown: () => ({ type: 'spinner.step', delta: -1 }),
  Home: () => ({ type: 'spinner.seek', frame: 0 }),
  End: (last) => ({ type: 'spinner.seek', frame: last }),
}

/** Wheel travel in pixels, whatever unit the device reports it in. */
function wheelPixels(event: WheelEvent, pageHeight: number): number {
  if (event.deltaMode === WheelEvent.DOM_DELTA_LINE) return event.deltaY * 16
  if (event.deltaMode === WheelEvent.DOM_DELTA_PAGE) return event.deltaY * pageHeight
  return event.deltaY
}

export function ImageSpinner(props: ImageSpinnerProps) {
  // Other frames (another product) make another spinner, preloading from scratch.
  return <Spinner key={props.frames.join('\n')} {...props} />
}

function Spinner({ frames, alt, infinite = false, slider = false, width, height }: ImageSpinnerProps) {
  const [machine] = useState(() => imageSpinnerMachine.provide({ actors: { preload: preloadFrames(frames) } }))
  const actor = useActorRef(machine, { input: { frameCount: frames.length, infinite } })
  const state = useSelector(actor, (snapshot) => snapshot)
  const stage = useRef<HTMLDivElement>(null)
  const hintId = useId()

  const ready = state.matches('ready')
  const loading = state.matches('loading')
  const { frame, loaded } = state.context
  const frameText = m.spinner_frame({ frame: frame + 1, count: frames.length })

  // React listens to wheel events passively; stopping the page from scrolling needs a listener of our own.
  useEffect(() => {
    const element = stage.current
    if (!element) return
    const onWheel = (event: WheelEvent) => {
      if (!actor.getSnapshot().matches('ready')) return
      event.preventDefault()
      actor.send({ type: 'spinner.wheel', deltaY: wheelPixels(event, element.clientHeight) })
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [actor])

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!ready || (event.pointerType === 'mouse' && event.button !== 0)) return
    event.currentTarget.setPointerCapture(event.pointerId)
    actor.send({ type: 'spinner.dragStart', x: event.clientX })
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      actor.send({ type: 'spinner.dragMove', x: event.clientX })
  }

  const endDrag = () => actor.send({ type: 'spinner.dragEnd' })

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const toEvent = KEY_EVENTS[event.key]
    if (!toEvent) return
    event.preventDefault()
    actor.send(toEvent(frames.length - 1))
  }

  const label = alt ? m.spinner_view_of({ title: alt }) : m.spinner_view()
  // With a slider, the slider is the control and the picture is only a picture; without, the picture is the slider.
  const semantics = slider
    ? { role: 'img', 'aria-label': label }
    : {
        role: 'slider',
        tabIndex: 0,
        'aria-label': label,
        'aria-valuemin': 1,
        'aria-valuemax': frames.length,
        'aria-valuenow': frame + 1,
        'aria-valuetext': frameText,
        'aria-describedby': ready ? hintId : undefined,
        onKeyDown,
      }

  return (
    <div className={styles.spinner}>
      <div
        ref={stage}
        className={styles.stage}
        data-state={ready ? 'ready' : loading ? 'loading' : 'failed'}
        data-dragging={state.matches({ ready: 'dragging' })}
        aria-busy={loading}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
        {...semantics}
      >
        <img className={styles.frame} src={frames[frame]} alt="" width={width} height={height} draggable={false} />
        {loading ? (
          <div className={styles.loading}>
            <progress className={styles.progress} max={frames.length} value={loaded} aria-label={m.spinner_loading()} />
            <span aria-hidden="true">{Math.round((loaded / frames.length) * 100)}%</span>
          </div>
        ) : null}
      </div>
      {ready ? (
        <p id={hintId} className={styles.hint}>
          {m.spinner_hint()}
        </p>
      ) : null}
      {state.matches('failed') ? (
        <p className={styles.hint} role="status">
          {m.spinner_failed()}
        </p>
      ) : null}
      {slider ? (
        <label className={styles.slider}>
          <span>{m.spinner_slider()}</span>
          <input
            type="range"
            min={1}
            max={frames.length}
            value={frame + 1}
            disabled={!ready}
            aria-valuetext={frameText}
            onChange={(event) => actor.send({ type: 'spinner.seek', frame: Number(event.target.value) - 1 })}
          />
        </label>
      ) : null}
    </div>
  )
}
