import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withPreparedStatements } from '../../server/db/pglite-prepared'

describe('PGlite queries as prepared statements', () => {
  let client: PGlite
  let prepared: PGlite

  beforeAll(async () => {
    client = await PGlite.create()
    prepared = withPreparedStatements(client)
    await client.exec(`create table things (id serial primary key, title jsonb not null, at timestamptz,
      tags text[] not null default '{}', price numeric(12, 2))`)
    // Starting the WASM engine takes seconds on a busy machine.
  }, 60_000)
  afterAll(() => client.close())

  it('answers as the plain query does, parameters and types alike', async () => {
    const insert = 'insert into things (title, at, tags, price) values ($1, $2, $3, $4) returning *'
    const at = new Date('2026-01-02T03:04:05Z')
    const made = await prepared.query(insert, [{ ru: 'Корм' }, at, ['a', 'b'], '12.50'])
    expect(made.rows).toEqual([{ id: 1, title: { ru: 'Корм' }, at, tags: ['a', 'b'], price: '12.50' }])
    const select = 'select id, title->>$2 as title, at, tags from things where id = $1'
    for (let time = 0; time < 8; time++) {
      // After five custom plans PostgreSQL may switch to a generic one: the answers stay the same.
      const [mine, theirs] = await Promise.all([prepared.query(select, [1, 'ru']), client.query(select, [1, 'ru'])])
      expect(mine.rows).toEqual(theirs.rows)
      expect(mine.fields).toEqual(theirs.fields)
    }
    const asArrays = await prepared.query('select id, tags from things', [], { rowMode: 'array' })
    expect(asArrays.rows).toEqual([[1, ['a', 'b']]])
  })

  it('throws the database error and keeps working after it', async () => {
    await expect(prepared.query('insert into things (id, title) values ($1, $2)', [1, {}])).rejects.toMatchObject({
      code: '23505',
    })
    await expect(prepared.query('select nonsense from nowhere')).rejects.toMatchObject({ code: '42P01' })
    expect((await prepared.query('select count(*)::int as n from things')).rows).toEqual([{ n: 1 }])
  })

  it('prepares a statement again when its table changed shape, and makes room for new texts', async () => {
    const all = 'select * from things where id = $1'
    expect(Object.keys((await prepared.query<object>(all, [1])).rows[0]!)).not.toContain('note')
    await client.exec(`alter table things add column note text`)
    expect(Object.keys((await prepared.query<object>(all, [1])).rows[0]!)).toContain('note')
    for (let n = 0; n < 520; n++) await prepared.query(`select ${n} as n`)
    expect((await prepared.query(all, [1])).rows).toHaveLength(1)
    const kept = await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')
    expect(kept.rows[0]!.n).toBeLessThanOrEqual(501)
  })

  it('leaves transactions to the client', async () => {
    await prepared.transaction(async (tx) => {
      await tx.query('update things set note = $1 where id = $2', ['inside', 1])
    })
    expect((await prepared.query('select note from things where id = $1', [1])).rows).toEqual([{ note: 'inside' }])
  })
})
