/**
 * Type, spacing, radius, elevation and motion tokens. Each has a value (the same in both themes
 * unless `dark` is given) and a note on when to use it.
 */
export type FoundationToken = { value: string; dark?: string; use: string }
export type FoundationGroup = Record<string, FoundationToken>

export const fontTokens: FoundationGroup = {
  'font-sans': {
    value:
      'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
    use: "All text: the platform's own interface font, nothing to download before the first paint",
  },
  'font-mono': {
    value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    use: 'IBANs, reference numbers, code',
  },
}

export const textTokens: Record<string, FoundationToken & { lineHeight: string }> = {
  xs: { value: '0.75rem', lineHeight: '1rem', use: 'Badges, legal footnotes' },
  sm: { value: '0.875rem', lineHeight: '1.25rem', use: 'Controls, tables, hints, captions' },
  base: { value: '1rem', lineHeight: '1.5rem', use: 'Body text; inputs on phones (no zoom)' },
  lg: { value: '1.125rem', lineHeight: '1.75rem', use: 'Lead paragraph, dialog title' },
  xl: { value: '1.25rem', lineHeight: '1.75rem', use: 'Section heading (h2) on a phone' },
  '2xl': { value: '1.5rem', lineHeight: '2rem', use: 'Section heading (h2), rates in a row' },
  '3xl': { value: '1.875rem', lineHeight: '2.25rem', use: 'Page title (h1) on a phone' },
  '4xl': { value: '2.25rem', lineHeight: '2.5rem', use: 'Page title (h1) from the sm breakpoint' },
  '5xl': { value: '3rem', lineHeight: '1', use: 'The headline rate in a hero' },
}

export const weightTokens: FoundationGroup = {
  normal: { value: '400', use: 'Body text' },
  medium: { value: '500', use: 'Labels, buttons, tabs' },
  semibold: { value: '600', use: 'Headings, table heads, figures' },
  bold: { value: '700', use: 'Rates and amounts that carry the decision' },
}

export const trackingTokens: FoundationGroup = {
  tight: { value: '-0.015em', use: 'Headings from 2xl up' },
}

export const spacingTokens: FoundationGroup = {
  spacing: {
    value: '0.25rem',
    use: 'The step of every gap, padding and margin (Tailwind `p-4` = 4 steps = 1rem)',
  },
}

/** Spacing steps the components use, and what for (documentation; all derive from `spacing`). */
export const spacingSteps: Array<{ step: number; use: string }> = [
  { step: 1, use: 'Between an icon and its label inside a control' },
  { step: 1.5, use: 'Between a label, its control and its hint (Field)' },
  { step: 2, use: 'Between buttons in a group; inside a badge' },
  { step: 3, use: 'Horizontal padding of inputs and table cells' },
  { step: 4, use: 'Padding of a card on a phone; between fields of a form' },
  { step: 6, use: 'Padding of a card or dialog from sm up; between blocks of a section' },
  { step: 10, use: 'Vertical padding of a hero; between sections on a phone' },
  { step: 16, use: 'Between page sections from md up' },
]

export const radiusTokens: FoundationGroup = {
  sm: { value: '0.25rem', use: 'Checkboxes, small focus targets inside text' },
  md: { value: '0.375rem', use: 'Buttons, inputs, selects, tabs' },
  lg: { value: '0.5rem', use: 'Alerts, pill tab lists, menus' },
  xl: { value: '0.75rem', use: 'Dialogs' },
  '2xl': { value: '1rem', use: 'Hero bands, bottom sheets' },
  card: { value: '0.75rem', use: 'Cards and offer rows' },
  pill: { value: '9999px', use: 'Badges, sort and filter chips' },
}

export const shadowTokens: FoundationGroup = {
  xs: {
    value: '0 1px 1px 0 rgb(12 15 21 / 0.04)',
    dark: '0 1px 1px 0 rgb(0 0 0 / 0.3)',
    use: 'Lines a control',
  },
  sm: {
    value: '0 1px 2px 0 rgb(12 15 21 / 0.06)',
    dark: '0 1px 2px 0 rgb(0 0 0 / 0.4)',
    use: 'A card resting on the page',
  },
  md: {
    value: '0 4px 12px -2px rgb(12 15 21 / 0.12)',
    dark: '0 4px 12px -2px rgb(0 0 0 / 0.5)',
    use: 'A popover, a select list, a sheet on a phone',
  },
  lg: {
    value: '0 16px 40px -8px rgb(12 15 21 / 0.25)',
    dark: '0 16px 40px -8px rgb(0 0 0 / 0.6)',
    use: 'A dialog above an overlay',
  },
}

export const motionTokens: FoundationGroup = {
  'duration-fast': { value: '100ms', use: 'Hover and press feedback of small controls' },
  'duration-normal': { value: '150ms', use: 'Colour changes of buttons, tabs, rows (default)' },
  'duration-slow': { value: '250ms', use: 'Opening a dialog, sheet or disclosure' },
  'ease-standard': {
    value: 'cubic-bezier(0.2, 0, 0, 1)',
    use: 'Anything that moves on screen; none of it moves when the user asks for reduced motion',
  },
}
