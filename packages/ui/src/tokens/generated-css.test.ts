import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { portalAliasesCss, tailwindThemeCss, tokensCss } from './css'

const read = (file: string) => readFileSync(new URL(`../css/${file}`, import.meta.url), 'utf8')

describe('generated stylesheets in src/css', () => {
  it.each([
    ['tokens.css', `${tokensCss()}\n`],
    ['tailwind-tokens.css', tailwindThemeCss()],
    ['portal-aliases.css', portalAliasesCss()],
  ])('%s matches src/tokens (else run `npm run tokens -w @portal/ui`)', (file, generated) => {
    expect(read(file)).toBe(generated)
  })

  it('declares every variable under the pui prefix, dark values behind the theme attribute', () => {
    const css = tokensCss()
    expect(css.match(/^\s+--(?!pui-)[\w-]+:/m)).toBeNull()
    expect(css).toContain(':where([data-pui-theme="dark"]) {\n  color-scheme: dark;')
    expect(css).toContain(
      '@media (prefers-color-scheme: dark) {\n  :where([data-pui-theme="system"])',
    )
  })

  it('adds Tailwind theme keys only under the prefix, so an app keeps its own palette', () => {
    const keys = [...tailwindThemeCss().matchAll(/^\s+(--[\w-]+):/gm)].map((match) => match[1])
    expect(keys).toEqual(expect.arrayContaining(['--color-pui-primary', '--radius-pui-card']))
    expect(
      keys.filter((key) => !/^--(color|radius|shadow|tracking|font)-pui-/.test(key ?? '')),
    ).toEqual([])
  })
})
