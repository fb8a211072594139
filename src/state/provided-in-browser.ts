// A machine's implementations (the actors and effects it is provided with) only matter where its actor runs: in the
// browser. A server render reads the first snapshot of actors it never starts, so there the machine serves as it
// is, instead of a provided copy built afresh (every state node of it) for each component of each page.
export const providedInBrowser = <Machine>(machine: Machine, provide: (machine: Machine) => Machine): Machine =>
  typeof window === 'undefined' ? machine : provide(machine)
