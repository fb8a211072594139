// Compiles messages/ into messages/compiled.
// Exits explicitly: the inlang project loader keeps Node alive ~30 s otherwise.
import { readFile, writeFile } from 'node:fs/promises'
import { compile } from '@inlang/paraglide-js'

await compile({
  project: './project.inlang',
  outdir: './messages/compiled',
  strategy: ['url', 'baseLocale'],
  urlPatterns: [
    {
      pattern: '/:path(.*)?',
      localized: [
        ['en', '/en/:path(.*)?'],
        ['ru', '/:path(.*)?'],
      ],
    },
  ],
  emitGitIgnore: false,
})

// Paraglide's plural() makes a new Intl.PluralRules on every call, which costs far more than the choice itself;
// a page that names counts in dozens of places spent a few per cent of its render there. Keep one per locale.
const REGISTRY = './messages/compiled/registry.js'
const EVERY_CALL = 'return new Intl.PluralRules(locale, options).select(Number(input))'
const registry = await readFile(REGISTRY, 'utf8')
if (!registry.includes(EVERY_CALL)) throw new Error(`${REGISTRY}: plural() has changed; review its caching`)
await writeFile(
  REGISTRY,
  registry.replace(
    EVERY_CALL,
    `const key = locale + JSON.stringify(options ?? {})
	let rules = pluralRules.get(key)
	if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, options)))
	return rules.select(Number(input))`,
  ) + '\n/** @type {Map<string, Intl.PluralRules>} */\nconst pluralRules = new Map()\n',
)
process.exit(0)
