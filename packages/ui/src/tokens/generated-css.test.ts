import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { colorTokens } from './colors'
import { tailwindThemeCss, tokensCss } from './css'
import { shadowTokens } from './foundations'

const read = (file: string) => readFileSync(new URL(`../css/${file}`, import.meta.url), 'utf8')

describe('generated stylesheets in src/css', () => {
  it.each([
    ['tokens.css', `${tokensCss()}\n`],
    ['tailwind-tokens.css', tailwindThemeCss()],
  ])('%s matches src/tokens (else run `npm run tokens -w @portal/ui`)', (file, generated) => {
    expect(read(file)).toBe(generated)
  })

  it('declares every variable under the pui prefix', () => {
    expect(tokensCss().match(/^\s+--(?!pui-)[\w-]+:/m)).toBeNull()
  })

  it('follows the system without a choice; an attribute or a class pins a theme', () => {
    const css = tokensCss()
    const rules = [
      ':where(:root, [data-pui-theme="system"], [data-pui-theme="light"], .pui-light) {\n  --pui-color-background: #ffffff;',
      ':where(:root, [data-pui-theme="system"]) {\n  color-scheme: light dark;',
      ':where([data-pui-theme="light"], .pui-light) {\n  color-scheme: light;',
      '@media (prefers-color-scheme: dark) {\n  :where(:root:not([data-pui-theme="light"], .pui-light), [data-pui-theme="system"]) {',
      ':where([data-pui-theme="dark"], .pui-dark) {\n  color-scheme: dark;',
    ]
    const at = rules.map((rule) => css.indexOf(rule))
    expect(at.every((index) => index > 0)).toBe(true)
    // all selectors weigh nothing (`:where`), so the order decides: system, then pinned themes
    expect(at).toEqual([...at].sort((a, b) => a - b))
  })

  it.each(['light', 'dark'] as const)('gives the %s theme every colour and shadow', (theme) => {
    const css = tokensCss()
    const pinned = css.slice(css.indexOf(`:where([data-pui-theme="${theme}"], .pui-${theme})`))
    const system = css.slice(
      css.indexOf(theme === 'light' ? ':where(:root, [data-pui-theme="system"]' : '@media'),
    )
    const names = (block: string) =>
      [...block.slice(0, block.indexOf('}')).matchAll(/--pui-(?:color|shadow)-[\w-]+/g)].map(
        (match) => match[0],
      )
    const expected = [
      ...Object.keys(colorTokens).map((name) => `--pui-color-${name}`),
      ...Object.keys(shadowTokens).map((name) => `--pui-shadow-${name}`),
    ]
    expect(names(system)).toEqual(expected)
    if (theme === 'dark') expect(names(pinned)).toEqual(expected)
  })

  it('adds Tailwind theme keys only under the prefix, so an app keeps its own palette', () => {
    const keys = [...tailwindThemeCss().matchAll(/^\s+(--[\w-]+):/gm)].map((match) => match[1])
    expect(keys).toEqual(expect.arrayContaining(['--color-pui-primary', '--radius-pui-card']))
    expect(
      keys.filter((key) => !/^--(color|radius|shadow|tracking|font)-pui-/.test(key ?? '')),
    ).toEqual([])
  })
})
