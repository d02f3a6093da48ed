// Consumer test (`npm test -w @portal/ui`): the packed tarball in a fresh Next.js 16 app with
// Tailwind and in a Vite + React app without it, both strict TypeScript with
// exactOptionalPropertyTypes and no transpilePackages. Each app must build, and its page must
// work in Chromium with no axe violation, in the light and the dark colour scheme, which the
// system follows unless a class or attribute pins a theme.
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { after, before, describe, test } from 'node:test'
import type { Browser, Page } from 'playwright'
import { launchChromium } from '../../../scripts/lib/chromium.mjs'
import { colorTokens } from '../src/tokens/colors'
import { type AppName, buildApp, cssBytes, installApp, packTarball, serve } from './consumer-apps'

const axeSource = createRequire(import.meta.url)('axe-core').source as string
const schemes = ['light', 'dark'] as const
const figures: string[] = []
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

async function openDialog(page: Page) {
  // Retried until React has hydrated the trigger: up to 30 s, as in `npm test` the apps share the
  // two cores with the story tests
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    await page.getByRole('button', { name: 'Open an account' }).click()
    if (await page.getByRole('dialog').isVisible()) return
    await page.waitForTimeout(250)
  }
  assert.fail('the dialog did not open')
}

async function axeViolations(page: Page) {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run()
    return violations.map(
      (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  })
}

let browser: Browser
let tarball: string
let packedFiles: string[] = []

before(() => {
  const started = performance.now()
  const packed = packTarball()
  tarball = packed.path
  packedFiles = packed.files.map((file) => file.path)
  figures.push(
    `tarball ${packed.filename}: ${(packed.size / 1024).toFixed(1)} kB, ${packed.files.length} files, unpacked ${(packed.unpackedSize / 1024).toFixed(1)} kB (${seconds(started)})`,
  )
})

after(async () => {
  await browser?.close()
  console.log(`\nConsumer figures:\n  ${figures.join('\n  ')}`)
})

test('the tarball holds only what a consumer needs: dist, README, CHANGELOG, package.json', () => {
  const consumerFile =
    /^(dist\/.+\.(js|d\.ts|css|json)|package\.json|README\.md|CHANGELOG\.md|LICEN[CS]E(\.\w+)?)$/
  assert.deepEqual(
    packedFiles.filter((path) => !consumerFile.test(path)),
    [],
  )
  assert.deepEqual(
    packedFiles.filter((path) =>
      /\.(stories|test)\.|\.mdx$|\.storybook|tsconfig|\/src\//.test(path),
    ),
    [],
  )
  for (const path of [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'dist/theme.css',
    'dist/components.css',
    'dist/tokens.json',
    'dist/components/button/index.js',
    'dist/components/button/index.d.ts',
  ]) {
    assert.ok(packedFiles.includes(path), `${path} packed`)
  }
})

describe('the packed package in consumer apps', () => {
  for (const app of ['next', 'vite'] satisfies AppName[]) {
    describe(app, () => {
      let url: string
      let close: () => void = () => {}

      before(async () => {
        let started = performance.now()
        installApp(app, tarball)
        figures.push(`${app}: npm install ${seconds(started)}`)
        started = performance.now()
        const outDir = buildApp(app)
        const css = cssBytes(outDir)
        figures.push(
          `${app}: build ${seconds(started)}; CSS of the page ${css.raw} B (${css.gzip} B gzip, ${css.files} file(s))`,
        )
        const served = await serve(outDir)
        url = served.url
        close = () => served.server.close()
        browser ??= await launchChromium()
      })

      after(() => close())

      for (const scheme of schemes) {
        test(`renders tabs, table, button, field error and dialog with axe 0 (${scheme})`, async () => {
          const context = await browser.newContext({ colorScheme: scheme })
          const page = await context.newPage()
          await page.goto(url, { waitUntil: 'networkidle' })

          await assert.doesNotReject(page.getByRole('tablist', { name: 'Products' }).waitFor())
          assert.equal(await page.getByRole('row').count(), 3)
          assert.equal(
            await page.getByRole('textbox', { name: /Amount/ }).getAttribute('aria-invalid'),
            'true',
          )
          assert.equal(await page.getByText('Enter at least 1 EUR.').isVisible(), true)

          const primary = await page
            .getByRole('button', { name: 'Open an account' })
            .evaluate((element) => getComputedStyle(element).backgroundColor)
          assert.equal(primary, rgb(colorTokens.primary?.[scheme] ?? ''), 'themed primary colour')
          const unknown = page.getByTestId('unknown-variant')
          assert.equal(await unknown.getAttribute('data-variant'), 'primary')
          assert.equal(
            await unknown.evaluate((element) => getComputedStyle(element).backgroundColor),
            primary,
          )
          if (app === 'next') {
            const palette = await page
              .getByTestId('app-palette')
              .evaluate((element) => getComputedStyle(element).color)
            // Tailwind's red-600, oklch(57.7% 0.245 27.325), as Next's CSS pipeline writes it
            assert.match(palette, /^(oklch\(0\.577 0\.245 27\.3|lab\(48\.4)/, "the app's red-600")
          }

          // The page follows the colour scheme without a choice; a class or an attribute on
          // <html> pins the other theme, one inside a part of the page pins it back there
          const other = scheme === 'light' ? 'dark' : 'light'
          // (no function inside the callback: tsx names functions with a helper the page lacks)
          const pinned = await page.evaluate(
            ({ scheme, other }) => {
              const button = document.querySelector('[data-testid="unknown-variant"]')
              const part = button?.parentElement
              if (!button || !part) throw new Error('no button to check')
              const still = document.createElement('style')
              still.textContent = '* { transition: none !important; }'
              document.head.append(still)
              const root = document.documentElement
              root.classList.add(`pui-${other}`)
              const byClass = getComputedStyle(button).backgroundColor
              root.classList.remove(`pui-${other}`)
              root.dataset.puiTheme = other
              const byAttribute = getComputedStyle(button).backgroundColor
              part.dataset.puiTheme = scheme
              const partBack = getComputedStyle(button).backgroundColor
              delete part.dataset.puiTheme
              delete root.dataset.puiTheme
              still.remove()
              return { byClass, byAttribute, partBack }
            },
            { scheme, other },
          )
          const otherPrimary = rgb(colorTokens.primary?.[other] ?? '')
          assert.deepEqual(pinned, {
            byClass: otherPrimary,
            byAttribute: otherPrimary,
            partBack: primary,
          })

          await openDialog(page)
          assert.deepEqual(await axeViolations(page), [])
          await context.close()
        })
      }
    })
  }
})
