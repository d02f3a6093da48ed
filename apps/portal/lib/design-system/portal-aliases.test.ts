import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { portalAliasesCss } from './portal-aliases'

// app/portal-aliases.css is generated: after a token of @portal/ui was added or renamed, rewrite
// it with `npx vitest run --project unit lib/design-system -u` (in apps/portal).
const tokensCss = readFileSync(
  createRequire(import.meta.url).resolve('@portal/ui/tokens.css'),
  'utf8',
)

describe('the portal names of the design-system tokens', () => {
  it('app/portal-aliases.css matches @portal/ui/tokens.css', async () => {
    await expect(portalAliasesCss(tokensCss)).toMatchFileSnapshot('../../app/portal-aliases.css')
  })

  it('aliases every colour, radius and text size the system declares', () => {
    const css = portalAliasesCss(tokensCss)
    for (const name of ['color-primary', 'radius-card', 'text-sm', 'font-sans']) {
      expect(css).toContain(`--${name}: var(--pui-${name});`)
    }
    expect(css).not.toContain('--font-weight-')
  })
})
