import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const apiProject = (name: string): TestProjectInlineConfiguration => ({
  test: {
    name,
    environment: 'node',
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/fixtures/api-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // Every core (vitest's default leaves one to itself): the API tests fill them, which takes the run from ~34 to
    // ~28 minutes on two cores. The e2e project still runs its files one at a time, after the others.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
        },
      },
      // The API contract tests run on the embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
      apiProject('api'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres')] : []),
      // Two built instances behind nginx on one PostgreSQL database: only with TEST_DATABASE_URL, like api-postgres.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'instances',
                environment: 'node',
                include: ['tests/instances/**/*.test.ts'],
                testTimeout: 60_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
      // QA's path runner against a second instance in safe mode (the runner itself is `npm run test:paths`).
      {
        test: {
          name: 'paths',
          environment: 'node',
          include: ['tests/paths/**/*.test.ts'],
          testTimeout: 1_800_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/fixtures/e2e-global-setup.ts'],
          fileParallelism: false,
          // A poll waits out what the page animates (a slide moves for 1 s), with room for a loaded machine.
          expect: { poll: { timeout: 5_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
