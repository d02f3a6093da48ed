// The sandbox as one ES module (dist/main.mjs) for the processes that only run it: a start from
// the bundle took 1.5-1.6 CPU-s against 3.3-3.9 through tsx, which compiles each source file and
// resolves each package's imports at every start (the tests start a sandbox about 25 times a
// run). `npm run dev` still runs the sources.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const bundleFile = join(appDir, 'dist', 'main.mjs')
/** The source files of the last bundle, each checked against it before the bundle is used. */
const inputsFile = join(appDir, 'dist', 'main.inputs.json')

const installRecords = [
  join(appDir, '../../package-lock.json'),
  join(appDir, '../../node_modules/.package-lock.json'),
]

function isFresh() {
  if (!existsSync(bundleFile) || !existsSync(inputsFile)) return false
  const built = statSync(bundleFile).mtimeMs
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'))
  return inputs.every((file) => existsSync(file) && statSync(file).mtimeMs <= built)
}

/** The bundling under way in this process: callers at the same time share it. */
let bundling

/**
 * The bundle's path, bundled again first when one of its input files (the sandbox's sources, the
 * workspace packages and the packages it imports) is newer. Several processes may call this at
 * once: each writes its own files and renames them into place.
 */
export function sandboxBundle() {
  if (isFresh()) return Promise.resolve(bundleFile)
  bundling ??= bundle().finally(() => {
    bundling = undefined
  })
  return bundling
}

async function bundle() {
  const staging = `${bundleFile}.${process.pid}`
  const started = new Date()
  const result = await build({
    entryPoints: [join(appDir, 'src/main.ts')],
    outfile: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    metafile: true,
    logLevel: 'warning',
    // the CommonJS packages inside the bundle load Node's modules with require
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
    },
    // PGlite loads its WebAssembly and data files from beside its own modules
    external: ['@electric-sql/pglite', '@electric-sql/pglite/*'],
  })
  const inputs = [
    ...Object.keys(result.metafile.inputs).map((input) => resolve(process.cwd(), input)),
    // npm gives installed files a fixed old date: an install is seen by the file it writes
    ...installRecords.filter((file) => existsSync(file)),
  ]
  mkdirSync(dirname(inputsFile), { recursive: true })
  writeFileSync(`${inputsFile}.${process.pid}`, JSON.stringify(inputs))
  // dated when the sources were read: a file saved while esbuild ran makes the bundle stale
  utimesSync(staging, started, started)
  renameSync(staging, bundleFile)
  renameSync(`${inputsFile}.${process.pid}`, inputsFile)
  return bundleFile
}
