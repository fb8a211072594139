// `npm test`: typecheck, lint, production build, then every vitest project (unit and machine models, API
// contract tests on PGlite — and PostgreSQL when TEST_DATABASE_URL is set —, e2e in Chromium), then QA's machine
// paths on the built app (`npm run test:paths`, in two shards side by side, one per core). Arguments go to vitest;
// a run narrowed by them leaves the machine paths out.
import { execFileSync, spawn } from 'node:child_process'

const node = (args) => execFileSync(process.execPath, args, { stdio: 'inherit' })
const step = (title, args) => {
  console.log(`\n▶ ${title}`)
  node(args)
}

/** Runs each argument list as a node process at once; fails with the first non-zero exit once all have ended. */
async function sideBySide(title, runs) {
  console.log(`\n▶ ${title}`)
  const codes = await Promise.all(
    runs.map(
      (args) =>
        new Promise((resolve) => {
          const child = spawn(process.execPath, args, { stdio: 'inherit' })
          child.once('exit', (code) => resolve(code ?? 1))
        }),
    ),
  )
  const failed = codes.find((code) => code !== 0)
  if (failed !== undefined) throw Object.assign(new Error(`${title} failed`), { status: failed })
}

const vitestArgs = process.argv.slice(2)
try {
  step('messages', ['node_modules/tsx/dist/cli.mjs', 'scripts/compile-messages.ts'])
  step('typecheck', ['node_modules/typescript/bin/tsc', '--noEmit'])
  step('lint', ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'])
  step('format', ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.'])
  step('build', ['scripts/build.mjs'])
  step('tests', ['node_modules/vitest/vitest.mjs', 'run', ...vitestArgs])
  if (vitestArgs.length === 0) {
    const shard = (index) => ['node_modules/tsx/dist/cli.mjs', 'tests/paths/cli.ts', '--shard', `${index}/2`]
    await sideBySide('machine paths (npm run test:paths, two shards)', [shard(1), shard(2)])
  }
} catch (error) {
  process.exitCode = typeof error?.status === 'number' ? error.status : 1
}
