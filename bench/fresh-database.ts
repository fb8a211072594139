// A database of its own on a PostgreSQL server, created empty for one run and dropped after it.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export type FreshDatabase = { url: string; name: string; drop: () => Promise<void> }

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/** `serverUrl` names any database the role may connect to (e.g. …/postgres); the new one is `<prefix>_<random>`. */
export async function freshDatabase(serverUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  await onServer(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    name,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  }
}
