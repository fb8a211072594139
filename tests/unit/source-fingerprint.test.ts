// `npm start` rebuilds only when what the build is made from changed: files the build itself writes (compiled
// messages, the route tree, the message compiler's own files in project.inlang/) must not count as a change, or a
// fresh machine builds twice and every start after a build builds again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sourceFingerprint } from '../../scripts/fingerprint.mjs'

let root: string

function write(relative: string, content: string) {
  const file = path.join(root, relative)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'vitrina-fingerprint-'))
  write('src/router.tsx', 'export const router = 1\n')
  write('messages/ru.json', '{"hello": "Привет"}\n')
  write('project.inlang/settings.json', '{"baseLocale": "ru"}\n')
  write('package-lock.json', '{}\n')
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the source fingerprint', () => {
  it('stays the same when the build writes its generated files', () => {
    const before = sourceFingerprint(root)
    write('messages/compiled/messages.js', 'export const m = {}\n')
    write('src/routeTree.gen.ts', 'export const routeTree = {}\n')
    write('project.inlang/.meta.json', '{"highestSdkVersion": "2"}\n')
    write('project.inlang/.gitignore', 'cache\n')
    write('project.inlang/README.md', '# inlang\n')
    write('project.inlang/.lix/state', 'x\n')
    expect(sourceFingerprint(root)).toBe(before)
  })

  it('changes with a source file, a message, the message settings and the locked dependencies', () => {
    const seen = new Set([sourceFingerprint(root)])
    const changes: [string, string][] = [
      ['src/router.tsx', 'export const router = 2\n'],
      ['src/new-file.ts', 'export {}\n'],
      ['messages/ru.json', '{"hello": "Здравствуйте"}\n'],
      ['project.inlang/settings.json', '{"baseLocale": "en"}\n'],
      ['package-lock.json', '{"lockfileVersion": 3}\n'],
    ]
    for (const [file, content] of changes) {
      write(file, content)
      const next = sourceFingerprint(root)
      expect(seen.has(next), file).toBe(false)
      seen.add(next)
    }
  })
})
