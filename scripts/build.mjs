// Production build: messages, then the storefront and its server bundle; records the source fingerprint.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { STAMP, sourceFingerprint } from './fingerprint.mjs'

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' })
const fingerprint = sourceFingerprint()
run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/compile-messages.ts'])
run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'])
writeFileSync(STAMP, fingerprint)
