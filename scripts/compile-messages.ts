// Compiles messages/ into messages/compiled.
// Exits explicitly: the inlang project loader keeps Node alive ~30 s otherwise.
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
process.exit(0)
