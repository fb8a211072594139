import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The lint refuses an import that crosses the house plan's boundaries (eslint.config.js, docs/architecture.md).
const eslint = new ESLint({ cwd: process.cwd() })

async function zoneErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const used = value\n`, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths')
}

describe('import zones', () => {
  it.each([
    ['server/modules/cart/example.ts', "import { api as value } from '../../../src/api/instance'"],
    ['machines/example.machine.ts', "import { api as value } from '../src/api/instance'"],
    ['machines/example.machine.ts', "import { apiApp as value } from '../server/app'"],
    ['contract/example.ts', "import { env as value } from '../server/env'"],
    ['src/state/example.ts', "import { ProductCard as value } from '../components/product/product-card'"],
    ['src/components/cart/example.tsx', "import { HomePage as value } from '../home/home-page'"],
    ['server/modules/orders/example.ts', "import { cartRoutes as value } from '../cart/routes'"],
    ['src/lib/example.ts', "import { env as value } from '../../server/env'"],
  ])('refuses %s importing across a boundary', async (file, source) => {
    expect(await zoneErrors(file, source)).toHaveLength(1)
  })

  it.each([
    ['server/modules/cart/example.ts', "import { CartItem as value } from '../../../contract/cart'"],
    ['machines/example.machine.ts', "import { CartItem as value } from '../contract/cart'"],
    ['src/components/cart/example.tsx', "import { Button as value } from '../ui/button'"],
    ['src/components/product/example.tsx', "import { CartControls as value } from '../cart/cart-controls'"],
    ['server/modules/orders/example.ts', "import { placeOrder as value } from './place-order'"],
  ])('lets %s import within the rules', async (file, source) => {
    expect(await zoneErrors(file, source)).toEqual([])
  })
})
