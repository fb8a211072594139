// `npm test`: typecheck, lint, production build, then every vitest project (unit and machine models, API
// contract tests on PGlite — and PostgreSQL when TEST_DATABASE_URL is set —, e2e in Chromium), then QA's machine
// paths on the built app (`npm run test:paths`). To keep CI within its time, every machine's paths run twice side
// by side, one run per core, each on its own app: in Russian on the desktop and in English on the phone, so both
// locales and both layouts are walked in full (`npm run test:paths` alone runs all four). Arguments go to vitest;
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
    const walk = (locale, viewport) => [
      ...['node_modules/tsx/dist/cli.mjs', 'tests/paths/cli.ts', '--locale', locale, '--viewport', viewport],
      ...['--reports', `reports/paths/${locale}-${viewport}`],
    ]
    await sideBySide('machine paths (ru on the desktop, en on the phone)', [
      walk('ru', 'desktop'),
      walk('en', 'mobile'),
    ])
  }
} catch (error) {
  process.exitCode = typeof error?.status === 'number' ? error.status : 1
}
