import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { componentAreaExceptions } from './scripts/import-zones.mjs'

const folders = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

// The house plan's import rules (docs/architecture.md "Import rules"), checked on resolved paths.
const serverModules = folders('server/modules')
const componentAreas = folders('src/components')
const zones = [
  { target: './server', from: './src', message: 'server/ never imports the storefront: share it through contract/.' },
  {
    target: readdirSync('src')
      .filter((entry) => entry !== 'server.ts')
      .map((entry) => `./src/${entry}`),
    from: './server',
    message:
      'The storefront reaches the server through src/api/ only; ' +
      'src/server.ts, the process entry, is the one exception.',
  },
  { target: './machines', from: ['./src', './server'], message: 'machines/ are pure: xstate and contract/ only.' },
  {
    target: './contract',
    from: ['./src', './server', './machines', './messages'],
    message: 'contract/ depends on valibot only.',
  },
  {
    target: './src/state',
    from: './src/components',
    message: 'src/state/ binds machines; components import state, not the other way.',
  },
  ...serverModules.map((module) => ({
    target: `./server/modules/${module}`,
    from: serverModules.filter((other) => other !== module).map((other) => `./server/modules/${other}/routes.ts`),
    message: "A module never imports another module's routes.ts: shared HTTP helpers live in server/http/.",
  })),
  ...componentAreas
    .filter((area) => area !== 'ui' && area !== 'seo')
    .map((area) => ({
      target: `./src/components/${area}`,
      from: './src/components',
      except: [
        ...new Set([
          `./${area}`,
          './ui',
          './seo',
          ...(componentAreaExceptions[area] ?? []).map((other) => `./${other}`),
        ]),
      ],
      message:
        'components/<area> imports only its own area, ui/ and seo/ ' +
        '(or an exception recorded in scripts/import-zones.mjs).',
    })),
]

export default tseslint.config(
  {
    ignores: ['dist/', 'var/', 'node_modules/', 'messages/compiled/', 'src/routeTree.gen.ts', 'server/db/migrations/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['machines/**/*.ts', 'contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'ofetch', '@xstate/react'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch', 'setTimeout', 'setInterval'],
    },
  },
  {
    // One typed function per endpoint: only the domain modules of src/api/ call the API client.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/instance', '**/api/client'],
              message:
                'One typed function per endpoint: ' +
                'call the function of src/api/<domain>.ts, which alone uses the API client.',
            },
          ],
        },
      ],
    },
  },
  // Prettier wraps code at 120 columns; this catches what it cannot wrap (strings, comments).
  { rules: { 'max-len': ['error', { code: 120 }] } },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
)
