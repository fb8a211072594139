// What a machine declares and what a live actor took of it: every state node and every transition, by name.
import { expect } from 'vitest'
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate'

function guardName(transition: AnyTransitionDefinition): string {
  const guard = transition.guard as string | { type?: string } | undefined
  if (!guard) return ''
  return ` [${typeof guard === 'string' ? guard : (guard.type ?? 'inline')}]`
}

/** One transition as "source --event [guard]--> target": each guarded alternative is a transition of its own. */
export function transitionName(transition: AnyTransitionDefinition): string {
  const target = transition.target?.map((node) => node.id).join(',') ?? '(stays)'
  return `${transition.source.id} --${transition.eventType || '(always)'}${guardName(transition)}--> ${target}`
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)]
}

/** Every state node and every transition the machine declares, by name. */
export function declaredCoverage(machine: AnyStateMachine) {
  const nodes = allNodes(machine.root)
  const transitions = nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
  return {
    states: nodes.map((node) => node.id).sort(),
    transitions: [...new Set(transitions.map(transitionName))].sort(),
  }
}

/** An inspector that records the state nodes a live actor was in and the transitions it took. */
export function coverageRecorder() {
  const states = new Set<string>()
  const transitions = new Set<string>()
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return
    for (const node of (event.snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) states.add(node.id)
    for (const transition of event._transitions) {
      transitions.add(transitionName(transition))
      states.add(transition.source.id)
    }
  }
  return { states, transitions, inspect }
}

/**
 * Expects the recorded states and transitions to be every one the machine declares but those `excluded`
 * (for an afterAll, once every path has run).
 */
export function expectWholeMachineTaken(
  coverage: ReturnType<typeof coverageRecorder>,
  machine: AnyStateMachine,
  excluded: string[] = [],
) {
  const declared = declaredCoverage(machine)
  expect([...coverage.states].sort()).toEqual(declared.states.filter((state) => !excluded.includes(state)))
  expect([...coverage.transitions].sort()).toEqual(
    declared.transitions.filter((transition) => !excluded.includes(transition)),
  )
}
