// Two built app instances on one fresh PostgreSQL database (on TEST_DATABASE_URL's server) behind nginx, set up by
// deploy/nginx.conf: a session, a cart, a back-office change and the sign-in limit hold across both. This project
// exists only when TEST_DATABASE_URL is set (vitest.config.ts); it needs nginx (Debian nginx-light, .ci/run) and the
// production build (`npm run build`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INSTANCE_CHECKS } from '../../bench/instance-checks'
import { nginxBinary } from '../../bench/nginx'
import { startTwoInstances, type TwoInstances } from '../../bench/two-instances'

let instances: TwoInstances

beforeAll(async () => {
  expect(nginxBinary(), 'nginx is not installed (Debian: apt-get install nginx-light)').not.toBeNull()
  instances = await startTwoInstances(process.env.TEST_DATABASE_URL!)
})

afterAll(async () => {
  await instances?.stop()
})

describe('two instances behind nginx on one database', () => {
  // In order: the sign-in limit, checked last, leaves the loopback address blocked from signing in.
  it.each(INSTANCE_CHECKS)('agree on %s', async (_name, check) => {
    expect(await check(instances)).toEqual(expect.any(String))
  })
})
