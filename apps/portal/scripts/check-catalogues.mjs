// Run by `npm run build` before `next build`: a catalogue folder that lacks a key English has, or
// holds an empty message, fails the build, so no page can show an empty string or a key. Every
// folder of languages/ is a language (adding one is a folder plus a row of the market table); the
// portal's catalogue is its `portal/` folder.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const languagesFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'languages')

/** Every key path of a catalogue folder with its message (all JSON files merged). */
function keysOf(language) {
  const folder = join(languagesFolder, language, 'portal')
  const entries = new Map()
  const walk = (node, prefix) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key
      if (value !== null && typeof value === 'object') walk(value, path)
      else entries.set(path, value)
    }
  }
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(folder, file), 'utf8')), '')
  }
  return entries
}

const languages = readdirSync(languagesFolder).filter((name) =>
  statSync(join(languagesFolder, name)).isDirectory(),
)
const english = keysOf('en')
const problems = languages.flatMap((language) => {
  const keys = keysOf(language)
  return [
    ...[...english.keys()].filter((path) => !keys.has(path)).map((path) => `missing ${path}`),
    ...[...keys.keys()].filter((path) => !english.has(path)).map((path) => `unknown ${path}`),
    ...[...keys]
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([path]) => `empty ${path}`),
  ].map((problem) => `languages/${language}/portal: ${problem}`)
})

if (problems.length > 0) {
  console.error(`Message catalogues are incomplete:\n${problems.slice(0, 50).join('\n')}`)
  process.exit(1)
}
console.log(`Message catalogues complete: ${languages.length} languages, ${english.size} keys each`)
