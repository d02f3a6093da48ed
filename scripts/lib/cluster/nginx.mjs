// nginx of Debian's packages as the load balancer in front of the portal instances: round robin,
// no stickiness; a failed connection is passed to the next instance (an instance that died is
// left out for 10 s after a failure), so a customer's request never meets a dead instance.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { run, stop } from '../servers.mjs'
import { findOrInstall } from './debian-package.mjs'

export function nginxConfig({ dir, port, upstreams }) {
  const servers = upstreams
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;`)
    .join('\n')
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream portal {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffer_size 32k;
      proxy_buffers 16 32k;
    }
  }
}
`
}

export async function startNginx(dir, { port, upstreams }) {
  const binary = findOrInstall({
    what: 'nginx (the load balancer)',
    candidates: () => ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'],
    debianPackage: 'nginx',
  })
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'nginx.conf')
  writeFileSync(file, nginxConfig({ dir, port, upstreams }))
  const child = run('nginx', binary, ['-c', file, '-p', dir, '-g', 'daemon off;'], { quiet: true })
  return { label: 'nginx', child, port, url: `http://127.0.0.1:${port}`, stop: () => stop(child) }
}
