// The one client address every part of the API uses (rate limits, logs): the socket's peer, or, behind
// trusted proxies (TRUST_PROXY), the X-Forwarded-For hop the nearest untrusted peer was seen as.
import { BlockList, isIP } from 'node:net'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'

/** Off (the socket decides), a number of proxy hops in front, or the addresses/CIDRs of the proxies. */
export type TrustProxy = { hops: number } | { proxies: BlockList } | null

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** Parses TRUST_PROXY; returns an error message for a value it cannot use. */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = (value ?? '').trim()
  if (text === '' || text === '0' || text === 'false') return null
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) }
  const proxies = new BlockList()
  for (const entry of text.split(',').map((item) => item.trim())) {
    const [address = '', bits] = entry.split('/')
    if (!isIP(address)) return `"${entry}" is neither a number of hops nor an IP address or CIDR`
    if (bits === undefined) proxies.addAddress(address, familyOf(address))
    else if (/^\d{1,3}$/.test(bits)) proxies.addSubnet(address, Number(bits), familyOf(address))
    else return `"${entry}" has a bad prefix length`
  }
  return { proxies }
}

const isTrusted = (proxies: BlockList, address: string) =>
  isIP(address) !== 0 && proxies.check(address, familyOf(address))

/** IPv4 peers of a dual-stack socket arrive as ::ffff:a.b.c.d. */
const plain = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1').slice(0, 64)

export function resolveClientAddress(
  trust: TrustProxy,
  socket: string | undefined,
  forwardedFor: string | undefined,
): string {
  const peer = socket ? plain(socket) : 'unknown'
  if (!trust) return peer
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean)
  const chain = [...hops, peer]
  if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer
  let index = chain.length - 1
  while (index > 0 && isTrusted(trust.proxies, chain[index]!)) index -= 1
  return chain[index] ?? peer
}

/** The socket peer as srvx (the production server) exposes it on the request; absent for in-process calls. */
const socketAddress = (request: Request) => (request as Request & { ip?: string }).ip

export const clientAddress: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set(
    'clientIp',
    resolveClientAddress(c.var.ctx.env.TRUST_PROXY ?? null, socketAddress(c.req.raw), c.req.header('x-forwarded-for')),
  )
  await next()
}
