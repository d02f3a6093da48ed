import type * as React from 'react'
import { colorTokens } from '../tokens/colors'
import { contrastRatio } from '../tokens/contrast'
import { type FoundationToken, spacingSteps } from '../tokens/foundations'

/** Tables of tokens for the Foundations pages and the Tokens story, read from src/tokens. */

const cell = 'border-b border-pui-border px-3 py-2 text-left align-top text-sm'

function TokenTable({ head, children }: { head: string[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col" className={`${cell} font-semibold`}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

function ratioLabel(foreground: string, background: string) {
  if (!foreground.startsWith('#')) return 'translucent'
  const ratio = contrastRatio(foreground.slice(0, 7), background.slice(0, 7))
  const grade = ratio >= 4.5 ? 'AA text' : ratio >= 3 ? '3:1 UI' : 'decorative'
  return `${ratio.toFixed(2)}:1 ${grade}`
}

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-8 rounded-md border border-pui-border align-middle"
      style={{ backgroundColor: color }}
    />
  )
}

/** Colour tokens with both themes' values, when to use them and their contrast on the page. */
export function ColorTable({ names }: { names: string[] }) {
  return (
    <TokenTable head={['Light', 'Dark', 'Token and class', 'Use', 'On background']}>
      {names.map((name) => {
        const token = colorTokens[name]
        if (!token) return null
        const background = colorTokens.background
        return (
          <tr key={name} data-testid={`swatch-${name}`}>
            <td className={cell}>
              <Swatch color={token.light} /> <code>{token.light}</code>
            </td>
            <td className={cell}>
              <Swatch color={token.dark} /> <code>{token.dark}</code>
            </td>
            <td className={cell}>
              <code>--pui-color-{name}</code>
              <br />
              <code>bg-pui-{name}</code>
            </td>
            <td className={cell}>{token.use}</td>
            <td className={cell}>
              {background
                ? `light ${ratioLabel(token.light, background.light)} · dark ${ratioLabel(token.dark, background.dark)}`
                : null}
            </td>
          </tr>
        )
      })}
    </TokenTable>
  )
}

type FoundationTableProps = {
  tokens: Record<string, FoundationToken>
  /** CSS variable group, e.g. "radius" for --pui-radius-card. */
  group: string
  /** Tailwind class of a token, e.g. (name) => `rounded-pui-${name}`. */
  className?: ((name: string) => string) | undefined
  preview?: ((value: string) => React.ReactNode) | undefined
}

/** Type, radius, elevation and motion tokens: value, class, when to use, and a preview. */
export function FoundationTable({ tokens, group, className, preview }: FoundationTableProps) {
  return (
    <TokenTable head={['Token', 'Value', 'Use', 'Preview']}>
      {Object.entries(tokens).map(([name, token]) => (
        <tr key={name}>
          <td className={cell}>
            <code>{`--pui-${group ? `${group}-` : ''}${name}`}</code>
            {className ? (
              <>
                <br />
                <code>{className(name)}</code>
              </>
            ) : null}
          </td>
          <td className={cell}>
            <code>{token.value}</code>
            {token.dark ? (
              <>
                <br />
                dark: <code>{token.dark}</code>
              </>
            ) : null}
          </td>
          <td className={cell}>{token.use}</td>
          <td className={cell}>{preview ? preview(token.value) : null}</td>
        </tr>
      ))}
    </TokenTable>
  )
}

/** The spacing steps the components use, drawn to scale. */
export function SpacingTable() {
  return (
    <TokenTable head={['Step', 'Size', 'Use', 'Preview']}>
      {spacingSteps.map(({ step, use }) => (
        <tr key={step}>
          <td className={cell}>
            <code>{`p-${step} gap-${step}`}</code>
          </td>
          <td className={cell}>{`${step * 0.25}rem (${step * 4}px)`}</td>
          <td className={cell}>{use}</td>
          <td className={cell}>
            <span
              aria-hidden="true"
              className="block h-3 bg-pui-primary"
              style={{ width: `${step * 0.25}rem` }}
            />
          </td>
        </tr>
      ))}
    </TokenTable>
  )
}
