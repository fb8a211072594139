// Compiles messages/ into src/paraglide. Exits explicitly: the inlang project loader keeps Node alive ~30 s otherwise.
import { compile } from '@inlang/paraglide-js'

await compile({
  project: './project.inlang',
  outdir: './src/paraglide',
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
