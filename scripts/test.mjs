// `npm test`: typecheck, lint, production build, then every vitest project (unit and machine models, API
// contract tests on PGlite — and PostgreSQL when TEST_DATABASE_URL is set —, e2e in Chromium).
import { execFileSync } from 'node:child_process'

const node = (args) => execFileSync(process.execPath, args, { stdio: 'inherit' })
const step = (title, args) => {
  console.log(`\n▶ ${title}`)
  node(args)
}

try {
  step('messages', ['node_modules/tsx/dist/cli.mjs', 'scripts/compile-messages.ts'])
  step('typecheck', ['node_modules/typescript/bin/tsc', '--noEmit'])
  step('lint', ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'])
  step('format', ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.'])
  step('build', ['scripts/build.mjs'])
  step('tests', ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)])
} catch (error) {
  process.exitCode = typeof error?.status === 'number' ? error.status : 1
}
