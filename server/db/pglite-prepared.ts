// The embedded database's queries as named prepared statements. PGlite's own `query` parses, plans and describes
// every statement afresh in five round trips into the WASM engine; planning alone costs several times the execution
// of the short lookups a page makes (the session, the account, the cart). Here each distinct text is prepared once
// and then only bound and executed, in one round trip, and PostgreSQL keeps its plan (a generic one once it is no
// worse than the custom plans: plan_cache_mode auto). The prepared texts are bounded; the least recently used is
// closed to make room.
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite'
import { parse, protocol } from '@electric-sql/pglite'

/** Distinct statement texts kept prepared: every query of the storefront and its API, with room to spare. */
const KEPT_STATEMENTS = 500

type BackendMessage = { name: string }

/** "cached plan must not change result type" */
const STALE_PLAN = '0A000'
type Statement = { name: string; paramTypes: number[] }

const { serialize } = protocol

/** `client` with `query` answering from prepared statements; everything else (transactions, exec) is its own. */
export function withPreparedStatements(client: PGlite): PGlite {
  const statements = new Map<string, Statement>()
  const closing: string[] = []
  let named = 0

  const run = (message: Uint8Array) =>
    client.execProtocolStream(message, { syncToFs: false }) as Promise<BackendMessage[]>

  async function prepare(text: string): Promise<Statement> {
    const name = `vitrina_${(named += 1)}`
    const described = await run(
      Buffer.concat([
        ...closing.splice(0).map((old) => serialize.close({ type: 'S', name: old })),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    )
    const parameters = described.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined
    return { name, paramTypes: parameters?.dataTypeIDs ?? [] }
  }

  /** The statement for `text`, now the most recently used; prepared on its first use. */
  async function statementFor(text: string): Promise<Statement> {
    const kept = statements.get(text)
    if (kept) {
      statements.delete(text)
      statements.set(text, kept)
      return kept
    }
    const statement = await prepare(text)
    statements.set(text, statement)
    if (statements.size > KEPT_STATEMENTS) {
      const [oldestText, oldest] = statements.entries().next().value!
      statements.delete(oldestText)
      closing.push(oldest.name)
    }
    return statement
  }

  async function execute<T>(
    text: string,
    params: unknown[],
    options?: QueryOptions,
    again = true,
  ): Promise<Results<T>> {
    const statement = await statementFor(text)
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null
      const type = statement.paramTypes[index]!
      const serializer = options?.serializers?.[type] ?? client.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    let messages: BackendMessage[]
    try {
      messages = await run(
        Buffer.concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      )
    } catch (error) {
      // A table the statement reads changed shape since it was prepared: prepare it afresh, as a plain query would.
      if ((error as { code?: string }).code !== STALE_PLAN || !again) throw error
      statements.delete(text)
      closing.push(statement.name)
      return execute(text, params, options, false)
    }
    if (!client.isInTransaction()) await client.syncToFs()
    return parse.parseResults(messages as never, client.parsers, options)[0] as Results<T>
  }

  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
    options?.blob
      ? client.query<T>(text, params, options)
      : client._runExclusiveTransaction(() => client._runExclusiveQuery(() => execute<T>(text, params, options)))

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query
      const value = Reflect.get(target, property, target) as unknown
      // PGlite's methods reach its private fields: they run on the client itself, never on the proxy.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
