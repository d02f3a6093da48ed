// Writes the generated token stylesheets into src/css (committed; a unit test checks they are
// current). The build writes the JSON files for design tools (scripts/build-styles.ts).
import { writeFileSync } from 'node:fs'
import { tailwindThemeCss, tokensCss } from '../src/tokens/css'

const cssDir = new URL('../src/css/', import.meta.url)
writeFileSync(new URL('tokens.css', cssDir), `${tokensCss()}\n`)
writeFileSync(new URL('tailwind-tokens.css', cssDir), tailwindThemeCss())
