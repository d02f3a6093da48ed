// The sandbox as one ES module (dist/main.mjs) for the processes that only run it: starting it
// from the bundle costs about 1.2 CPU-s less than compiling each source file through tsx at
// every start, and the tests start it about 25 times a run. `npm run dev` still runs the sources.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const bundleFile = join(appDir, 'dist', 'main.mjs')
/** The source files of the last bundle, each checked against it before the bundle is used. */
const inputsFile = join(appDir, 'dist', 'main.inputs.json')

function isFresh() {
  if (!existsSync(bundleFile) || !existsSync(inputsFile)) return false
  const built = statSync(bundleFile).mtimeMs
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'))
  return inputs.every((file) => existsSync(file) && statSync(file).mtimeMs <= built)
}

/**
 * The bundle's path, bundled again first when a source file (of the sandbox or a workspace
 * package it imports) is newer. Packages from node_modules stay imports. Several processes may
 * call this at once: each writes its own files and renames them into place.
 */
export async function sandboxBundle() {
  if (isFresh()) return bundleFile
  const staging = `${bundleFile}.${process.pid}`
  const result = await build({
    entryPoints: [join(appDir, 'src/main.ts')],
    outfile: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-imports',
        setup(builder) {
          // workspace packages are TypeScript sources: bundled with the sandbox
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@portal/') ? undefined : { path, external: true },
          )
        },
      },
    ],
  })
  const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(process.cwd(), input))
  mkdirSync(dirname(inputsFile), { recursive: true })
  writeFileSync(`${inputsFile}.${process.pid}`, JSON.stringify(inputs))
  renameSync(staging, bundleFile)
  renameSync(`${inputsFile}.${process.pid}`, inputsFile)
  return bundleFile
}
