// A hash of everything the production build is made from, so `npm start` rebuilds only when needed.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const INPUTS = [
  'src',
  'contract',
  'server',
  'machines',
  'messages',
  // Only the settings: compiling the messages writes its own files (.lix, .meta.json…) into the project folder.
  'project.inlang/settings.json',
  'public',
  'vite.config.ts',
  'scripts/postcss-custom-media.mjs',
  'package-lock.json',
  'tsconfig.json',
]
const GENERATED = new Set(['messages/compiled', 'src/routeTree.gen.ts'])

function* files(entry) {
  if (GENERATED.has(entry) || !existsSync(entry)) return
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.posix.join(entry, name))
  } else yield entry
}

export function sourceFingerprint(root = process.cwd()) {
  const hash = createHash('sha256')
  const previous = process.cwd()
  process.chdir(root)
  try {
    for (const input of INPUTS)
      for (const file of files(input)) hash.update(file).update('\0').update(readFileSync(file))
  } finally {
    process.chdir(previous)
  }
  return hash.digest('hex')
}

export const STAMP = 'dist/.source-fingerprint'
