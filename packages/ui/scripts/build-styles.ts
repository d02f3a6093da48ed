// Puts the stylesheets and design-token files into dist/ after tsdown built the components:
// the hand-written and generated CSS of src/css as they are, components.css compiled by
// Tailwind from the built components only, tokens(.dark).json for design tools.
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { designTokens } from '../src/tokens/dtcg'

const source = new URL('../src/css/', import.meta.url)
const dist = new URL('../dist/', import.meta.url)
mkdirSync(dist, { recursive: true })

const copied = [
  'tokens.css',
  'tailwind-tokens.css',
  'utilities.css',
  'component-behaviour.css',
  'theme.css',
]
for (const file of copied) copyFileSync(new URL(file, source), new URL(file, dist))

// Files of an earlier build that this one no longer writes would land in the tarball
const written = new Set([...copied, 'tokens.json', 'tokens.dark.json', 'components.css'])
for (const entry of readdirSync(dist, { withFileTypes: true })) {
  if (entry.isFile() && !written.has(entry.name)) rmSync(new URL(entry.name, dist))
}

writeFileSync(new URL('tokens.json', dist), `${JSON.stringify(designTokens('light'), null, 2)}\n`)
writeFileSync(
  new URL('tokens.dark.json', dist),
  `${JSON.stringify(designTokens('dark'), null, 2)}\n`,
)

execFileSync(
  'tailwindcss',
  ['--input', 'src/css/components.css', '--output', 'dist/components.css', '--minify'],
  { stdio: ['ignore', 'ignore', 'inherit'], cwd: new URL('..', import.meta.url) },
)
