// nginx (the Debian package) in front of app instances, as deploy/nginx.conf sets it up: that file's upstream and
// server blocks, with the instances' ports and a loopback listen address, inside a main configuration of a
// temporary prefix. Runs in the foreground as a child process; never touches the system's nginx.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const NGINX_SITE = path.resolve(import.meta.dirname, '../deploy/nginx.conf')

const CANDIDATES = ['nginx', '/usr/sbin/nginx']

/** The nginx executable, or null when it is not installed. */
export function nginxBinary(): string | null {
  for (const candidate of CANDIDATES)
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' })
      return candidate
    } catch {
      // not this one
    }
  return null
}

/** deploy/nginx.conf with `ports` as its upstream servers and listening on 127.0.0.1:`port` only. */
export function siteConfig(site: string, port: number, ports: number[]): string {
  const upstream = ports.map((each) => `    server 127.0.0.1:${each} max_fails=3 fail_timeout=10s;`).join('\n')
  let replaced = false
  return site
    .replace(/^\s*server 127\.0\.0\.1:\d+[^;]*;\n/gm, () => (replaced ? '' : ((replaced = true), `${upstream}\n`)))
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`)
}

const mainConfig = (prefix: string, site: string) => `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${prefix}/client-body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
${site}
}
`

export type Nginx = { baseUrl: string; child: ChildProcess; stop: () => Promise<void> }

/** nginx on loopback `port` in front of the instances on `ports`; resolves once it answers. */
export async function startNginx(ports: number[], port: number): Promise<Nginx> {
  const binary = nginxBinary()
  if (!binary) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)')
  const prefix = await mkdtemp(path.join(tmpdir(), 'vitrina-nginx-'))
  // nginx's workers run as an unprivileged user when it is started as root: they must reach the temp folders.
  await chmod(prefix, 0o755)
  const config = path.join(prefix, 'nginx.conf')
  await writeFile(config, mainConfig(prefix, siteConfig(await readFile(NGINX_SITE, 'utf8'), port, ports)))
  const child = spawn(binary, ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'inherit'] })
  const baseUrl = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${prefix}/error.log`)
    try {
      await fetch(`${baseUrl}/api/health/`)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    baseUrl,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await new Promise((resolve) => child.once('exit', resolve))
      }
      await rm(prefix, { recursive: true, force: true })
    },
  }
}
