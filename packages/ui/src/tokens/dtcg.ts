import { colorTokens } from './colors'
import { prefix } from './css'
import {
  type FoundationToken,
  fontTokens,
  motionTokens,
  radiusTokens,
  shadowTokens,
  spacingTokens,
  textTokens,
  trackingTokens,
  weightTokens,
} from './foundations'

/** Design tokens in the W3C Design Tokens Community Group format (2025.10), one file a theme. */
type Theme = 'light' | 'dark'
type Token = {
  $type: string
  $value: unknown
  $description: string
  $extensions: { [extension]: { cssVariable: string } }
}

/** Each token names its CSS custom property here (DTCG extensions are keyed by their vendor). */
export const extension = '@portal/ui'
const css = (variable: string) => ({ [extension]: { cssVariable: `--${prefix}-${variable}` } })

type DtcgColor = { colorSpace: 'srgb'; components: number[]; alpha: number; hex: string }

function color(css: string): DtcgColor {
  const rgb = /^rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(css)
  if (rgb) {
    const [, r, g, b, a] = rgb
    const hex = [r, g, b].map((part) => Number(part).toString(16).padStart(2, '0')).join('')
    return { ...color(`#${hex}`), alpha: Number(a) }
  }
  const digits = css.slice(1)
  const channels = [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16) / 255)
  const alpha = digits.length === 8 ? Number.parseInt(digits.slice(6), 16) / 255 : 1
  return {
    colorSpace: 'srgb',
    components: channels.map((channel) => Number(channel.toFixed(4))),
    alpha: Number(alpha.toFixed(4)),
    hex: `#${digits.slice(0, 6)}`,
  }
}

function dimension(css: string) {
  const match = /^(-?[\d.]+)(rem|px|em)?$/.exec(css)
  if (!match) throw new TypeError(`Not a dimension: ${css}`)
  return { value: Number(match[1]), unit: match[2] ?? 'px' }
}

function shadow(css: string) {
  const match = /^(\S+) (\S+) (\S+) (\S+) rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(css)
  if (!match) throw new TypeError(`Not a shadow: ${css}`)
  const [, x, y, blur, spread, r, g, b, a] = match
  return {
    color: color(`rgb(${r} ${g} ${b} / ${a})`),
    offsetX: dimension(x ?? '0'),
    offsetY: dimension(y ?? '0'),
    blur: dimension(blur ?? '0'),
    spread: dimension(spread ?? '0'),
  }
}

function fontFamily(css: string) {
  return css.split(',').map((name) => name.trim().replaceAll('"', ''))
}

function each<T extends FoundationToken>(
  tokens: Record<string, T>,
  type: string,
  value: (token: T) => unknown,
  variable: (name: string) => string,
): Record<string, Token> {
  return Object.fromEntries(
    Object.entries(tokens).map(([name, token]) => [
      name,
      {
        $type: type,
        $value: value(token),
        $description: token.use,
        $extensions: css(variable(name)),
      },
    ]),
  )
}

const named = (group: string) => (name: string) => `${group}-${name}`
const asIs = (name: string) => name

export function designTokens(theme: Theme) {
  const durations = Object.fromEntries(
    Object.entries(motionTokens).filter(([name]) => name.startsWith('duration')),
  )
  return {
    $description: `Savings portal design system, ${theme} theme. Each token's CSS variable is its $extensions["${extension}"].cssVariable.`,
    color: each(
      Object.fromEntries(
        Object.entries(colorTokens).map(([name, token]) => [
          name,
          { value: token[theme], use: token.use },
        ]),
      ),
      'color',
      (token) => color(token.value),
      named('color'),
    ),
    font: each(fontTokens, 'fontFamily', (token) => fontFamily(token.value), asIs),
    'font-weight': each(
      weightTokens,
      'fontWeight',
      (token) => Number(token.value),
      named('font-weight'),
    ),
    text: each(textTokens, 'dimension', (token) => dimension(token.value), named('text')),
    'line-height': each(
      textTokens,
      'number',
      (token) =>
        token.lineHeight.endsWith('rem')
          ? Number.parseFloat(token.lineHeight) / Number.parseFloat(token.value)
          : Number(token.lineHeight),
      (name) => `text-${name}-line-height`,
    ),
    tracking: each(
      trackingTokens,
      'dimension',
      (token) => dimension(token.value),
      named('tracking'),
    ),
    spacing: each(spacingTokens, 'dimension', (token) => dimension(token.value), asIs),
    radius: each(radiusTokens, 'dimension', (token) => dimension(token.value), named('radius')),
    shadow: each(
      shadowTokens,
      'shadow',
      (token) => shadow(theme === 'dark' ? (token.dark ?? token.value) : token.value),
      named('shadow'),
    ),
    duration: each(
      durations,
      'duration',
      (token) => ({ value: Number.parseFloat(token.value), unit: 'ms' }),
      asIs,
    ),
    easing: {
      standard: {
        $type: 'cubicBezier',
        $value: (/\(([^)]*)\)/.exec(motionTokens['ease-standard']?.value ?? '')?.[1] ?? '')
          .split(',')
          .map(Number),
        $description: motionTokens['ease-standard']?.use ?? '',
        $extensions: css('ease-standard'),
      },
    },
  }
}
