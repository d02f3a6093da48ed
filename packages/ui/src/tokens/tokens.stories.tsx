import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import css from '../styles.css?raw'
import { contrastRatio, readColorTokens } from './contrast'

/**
 * The visual language as the theme in styles.css defines it, read from the file itself so the
 * page cannot drift from the tokens: colour scales with their contrast on white and on the
 * darkest brand step, semantic pairs, type scale, spacing, radius, elevation and focus ring.
 */
const colours = readColorTokens(css)
const tokensOf = (prefix: string) =>
  [...css.matchAll(new RegExp(`--${prefix}-([a-z0-9-]+):\\s*([^;]+);`, 'g'))]
    .filter((match) => !match[1]?.includes('--'))
    .map((match) => [match[1] ?? '', (match[2] ?? '').trim()] as const)

function ratio(foreground: string, background: string) {
  const a = colours.get(foreground)
  const b = colours.get(background)
  return a && b ? contrastRatio(a, b) : 0
}

function Swatch({ name }: { name: string }) {
  const onWhite = ratio(name, 'background')
  const onDark = ratio(name, 'brand-950')
  return (
    <li className="flex items-center gap-3" data-testid={`swatch-${name}`}>
      <span
        aria-hidden="true"
        className="size-10 shrink-0 rounded-md border border-pui-border"
        style={{ backgroundColor: colours.get(name) }}
      />
      <span className="text-sm">
        <code className="font-mono">--color-{name}</code> {colours.get(name)}
        <br />
        <span className="text-pui-muted-foreground">
          {`on white ${onWhite.toFixed(2)}:1${onWhite >= 4.5 ? ' (AA text)' : onWhite >= 3 ? ' (3:1 UI)' : ''} · on brand-950 ${onDark.toFixed(2)}:1`}
        </span>
      </span>
    </li>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3" aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  )
}

function TokensPage() {
  const scale = (prefix: string) =>
    [...colours.keys()].filter((name) => new RegExp(`^${prefix}-\\d+$`).test(name))
  const semantic = [...colours.keys()].filter((name) => !/-\d+$/.test(name))
  return (
    <div className="max-w-4xl space-y-10 text-pui-foreground">
      <h1 className="text-3xl font-semibold tracking-pui-tight">Tokens</h1>
      <Section title="Brand scale">
        <ul className="grid gap-2 sm:grid-cols-2">
          {scale('brand').map((name) => (
            <Swatch key={name} name={name} />
          ))}
        </ul>
      </Section>
      <Section title="Neutral scale">
        <ul className="grid gap-2 sm:grid-cols-2">
          {scale('neutral').map((name) => (
            <Swatch key={name} name={name} />
          ))}
        </ul>
      </Section>
      <Section title="Semantic colours">
        <ul className="grid gap-2 sm:grid-cols-2">
          {semantic.map((name) => (
            <Swatch key={name} name={name} />
          ))}
        </ul>
      </Section>
      <Section title="Type scale">
        <ul className="space-y-2">
          {tokensOf('text').map(([name, size]) => (
            <li key={name} style={{ fontSize: size }}>
              {`text-${name} (${size}) Festgeld 3,15 % p. a.`}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Spacing, radius and elevation">
        <ul className="flex flex-wrap gap-4">
          {tokensOf('radius').map(([name, value]) => (
            <li
              key={name}
              className="flex size-24 items-center justify-center border border-pui-border bg-pui-neutral-50 text-sm"
              style={{ borderRadius: value }}
            >
              {`radius-${name}`}
            </li>
          ))}
        </ul>
        <ul className="flex flex-wrap gap-6">
          {tokensOf('shadow').map(([name, value]) => (
            <li
              key={name}
              className="flex h-20 w-32 items-center justify-center rounded-lg bg-pui-background text-sm"
              style={{ boxShadow: value }}
            >
              {`shadow-${name}`}
            </li>
          ))}
        </ul>
        <p className="text-sm text-pui-muted-foreground">
          Spacing is one unit of <code className="font-mono">--spacing</code> (0.25rem) times the
          class number: p-4 is 1rem.
        </p>
      </Section>
      <Section title="Focus ring">
        <button
          type="button"
          className="pui-focus-ring rounded-md border border-pui-border px-4 py-2"
        >
          A focused control
        </button>
      </Section>
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
    await expect(canvas.getByTestId('swatch-primary')).toHaveTextContent('(AA text)')
    await expect(canvas.getByTestId('swatch-focus-ring')).toHaveTextContent(/on white [3-9]/)
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
