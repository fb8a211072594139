// A cookie session of a demo account, signed in through the API as a browser is: the cookies to send back and the
// CSRF token a browser's writes carry (with an Origin of the shop).
export type Session = { cookie: string; csrf: string }

export const DEMO_BUYER = { email: 'buyer@example.com', password: 'buyer12345' }

export async function signIn(
  base: string,
  site: string,
  account: { email: string; password: string } = DEMO_BUYER,
): Promise<Session> {
  const response = await fetch(`${base}/api/authorization/login/`, {
    method: 'POST',
    headers: { origin: site, 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  })
  if (response.status !== 200)
    throw new Error(`signing in ${account.email} on ${base} answered ${response.status}: ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(cookie)?.[1]
  if (!csrf) throw new Error(`signing in on ${base} set no csrftoken cookie`)
  return { cookie, csrf }
}

/** The headers of a signed-in browser's JSON write to the shop at `site`. */
export const writeHeaders = (session: Session, site: string): Record<string, string> => ({
  cookie: session.cookie,
  'x-csrf-token': session.csrf,
  origin: site,
  'content-type': 'application/json',
})
