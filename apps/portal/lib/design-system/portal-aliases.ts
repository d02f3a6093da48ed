/**
 * The unprefixed Tailwind names the portal is written with (`bg-primary`, `rounded-card`,
 * `text-sm`), pointing at the design system's prefixed variables (`--pui-color-primary`); the
 * palette is reset, so only the system's colours exist in the portal. Derived from the
 * variables `@portal/ui/tokens.css` declares: app/portal-aliases.css is this function's output,
 * kept current by portal-aliases.test.ts.
 */
export function portalAliasesCss(tokensCss: string) {
  const variables = [
    ...new Set([...tokensCss.matchAll(/^\s+--pui-([\w-]+):/gm)].map((match) => match[1] ?? '')),
  ]
  const named = (kind: string) =>
    variables
      .filter((name) => name.startsWith(`${kind}-`))
      .map((name) => name.slice(kind.length + 1))
  const alias = (kind: string, names: string[]) =>
    names.map((name) => `--${kind}-${name}: var(--pui-${kind}-${name});`)

  const reset = [
    '--color-*: initial;',
    '--color-transparent: transparent;',
    '--color-current: currentColor;',
    '--color-white: #ffffff;',
    '--color-black: #000000;',
  ]
  const text = named('text')
    .filter((name) => !name.endsWith('-line-height'))
    .flatMap((name) => [
      `--text-${name}: var(--pui-text-${name});`,
      `--text-${name}--line-height: var(--pui-text-${name}-line-height);`,
    ])
  const fonts = alias(
    'font',
    named('font').filter((name) => !name.startsWith('weight-')),
  )
  const theme = [
    ...reset,
    ...alias('color', named('color')),
    ...alias('radius', named('radius')),
    ...alias('shadow', named('shadow')),
    ...alias('tracking', named('tracking')),
    ...text,
  ]
  const block = (selector: string, lines: string[]) =>
    `${selector} {\n${lines.map((line) => `  ${line}`).join('\n')}\n}`
  return `${[
    '/* Generated from @portal/ui/tokens.css by lib/design-system/portal-aliases.ts: do not edit. */',
    block('@theme', theme),
    block('@theme inline', fonts),
  ].join('\n\n')}\n`
}
