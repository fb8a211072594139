import { expect, it } from 'vitest'

// npm scripts run on the Node pinned in package.json (decision 014), not on the system's.
it('runs on Node 24 LTS', () => {
  expect(process.versions.node.split('.')[0]).toBe('24')
})
