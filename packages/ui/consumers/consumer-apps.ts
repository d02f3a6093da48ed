// Preparing the consumer apps: pack @portal/ui, copy each fixture app out of the repository (so
// nothing resolves from the monorepo's node_modules), install the tarball and the app's own
// dependencies from the registry, build, and serve the built pages.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export type AppName = 'next' | 'vite'

const here = fileURLToPath(new URL('.', import.meta.url))
const packageDir = join(here, '..')
/** One work folder per checkout, kept between runs so npm reuses the installed dependencies. */
export const workDir = join(
  tmpdir(),
  `portal-ui-consumers-${createHash('sha1').update(packageDir).digest('hex').slice(0, 8)}`,
)

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

export function packTarball() {
  mkdirSync(workDir, { recursive: true })
  const [packed] = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', workDir], packageDir),
  ) as Array<{
    filename: string
    size: number
    unpackedSize: number
    files: { path: string }[]
  }>
  if (!packed) throw new Error('npm pack reported no tarball')
  return { ...packed, path: join(workDir, packed.filename) }
}

export function installApp(app: AppName, tarball: string) {
  const dir = join(workDir, app)
  for (const entry of existsSync(dir) ? readdirSync(dir) : []) {
    if (entry !== 'node_modules') rmSync(join(dir, entry), { recursive: true, force: true })
  }
  rmSync(join(dir, 'node_modules', '@portal'), { recursive: true, force: true })
  cpSync(join(here, app), dir, { recursive: true })
  cpSync(join(here, 'showcase.tsx'), join(dir, app === 'next' ? 'app' : 'src', 'showcase.tsx'))
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  manifest.dependencies['@portal/ui'] = `file:${tarball}`
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir)
  return dir
}

export function buildApp(app: AppName) {
  const dir = join(workDir, app)
  run('npm', ['run', 'build'], dir)
  return join(dir, app === 'next' ? 'out' : 'dist')
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile())
}

/** Bytes of the stylesheets the built page loads, as shipped and gzipped. */
export function cssBytes(outDir: string) {
  const css = filesUnder(outDir).filter((file) => file.endsWith('.css'))
  const raw = css.reduce((sum, file) => sum + statSync(file).size, 0)
  const gzip = css.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0)
  return { files: css.length, raw, gzip }
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
}

/** A static file server on a free port for a built app. */
export async function serve(outDir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const candidates = [
      join(outDir, path),
      join(outDir, path, 'index.html'),
      `${join(outDir, path)}.html`,
    ]
    const file = candidates.find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    )
    if (!file?.startsWith(outDir)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('No port')
  return { url: `http://127.0.0.1:${address.port}/`, server }
}
