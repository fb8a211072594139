// The progress bar's machine, started at the first navigation (decision 031).
import { createActor } from 'xstate'
import { routeProgressMachine } from '../../../../machines/route-progress.machine'

export const startRouteProgress = () => createActor(routeProgressMachine).start()

export type RouteProgressActor = ReturnType<typeof startRouteProgress>
