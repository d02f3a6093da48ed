import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { ColorTable, FoundationTable, SpacingTable } from '../docs/token-tables'
import { colorTokens } from './colors'
import { radiusTokens, shadowTokens } from './foundations'

/**
 * Every token read from src/tokens, so the page cannot drift from the stylesheets: colours of
 * both themes with their contrast, spacing, radius, elevation and the focus ring. The
 * Foundations pages explain when to use which.
 */
function TokensPage() {
  const names = Object.keys(colorTokens)
  return (
    <div className="max-w-5xl space-y-10">
      <h1 className="text-3xl font-semibold tracking-pui-tight">Tokens</h1>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Colours</h2>
        <ColorTable names={names.filter((name) => !/-\d+$/.test(name))} />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Brand scale</h2>
        <ColorTable names={names.filter((name) => name.startsWith('brand-'))} />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Spacing, radius, elevation</h2>
        <SpacingTable />
        <FoundationTable
          tokens={radiusTokens}
          group="radius"
          className={(name) => `rounded-pui-${name}`}
          preview={(value) => (
            <span
              className="block size-10 border border-pui-border"
              style={{ borderRadius: value }}
            />
          )}
        />
        <FoundationTable
          tokens={shadowTokens}
          group="shadow"
          className={(name) => `shadow-pui-${name}`}
        />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Focus ring</h2>
        <button
          type="button"
          className="pui-focus-ring rounded-md border border-pui-border px-4 py-2"
        >
          A focused control
        </button>
      </section>
    </div>
  )
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokensPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokensPage>

export default meta
type Story = StoryObj<typeof meta>

export const Tokens: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tokens' })).toBeVisible()
    // every step of the brand scale is shown, 50 to 950
    await expect(canvas.getAllByTestId(/^swatch-brand-/)).toHaveLength(11)
    await expect(canvas.getByTestId('swatch-primary')).toHaveTextContent(
      /light [\d.]+:1 AA text · dark [\d.]+:1 AA text/,
    )
    await expect(canvas.getByTestId('swatch-focus-ring')).toHaveTextContent(/light [3-9]/)
  },
}

export const FocusRing: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const button = canvas.getByRole('button', { name: 'A focused control' })
    await expect(button).toHaveFocus()
    await expect(getComputedStyle(button).outlineStyle).toBe('solid')
  },
}
