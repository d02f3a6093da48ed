/**
 * Colour tokens of the design system: one value for the light theme and one for the dark theme.
 * `use` says when to reach for the token; it is shown on the Colour page and exported to design
 * tools (tokens.json).
 */
export type ColorToken = { light: string; dark: string; use: string }

const semantic = {
  background: { light: '#ffffff', dark: '#10141c', use: 'Page and control background' },
  foreground: { light: '#171b24', dark: '#e9ecf2', use: 'Body text and icons' },
  muted: { light: '#eef0f4', dark: '#1d232f', use: 'Quiet fills: secondary buttons, pills' },
  'muted-foreground': {
    light: '#4f576a',
    dark: '#a9b1c1',
    use: 'Secondary text: hints, captions, table captions',
  },
  border: { light: '#c3c9d4', dark: '#3a4354', use: 'Dividers and card outlines (decorative)' },
  input: {
    light: '#677084',
    dark: '#8690a3',
    use: 'Outline of form controls (3:1 against the page)',
  },
  primary: {
    light: '#1d3fc4',
    dark: '#93b4fd',
    use: 'The one main action of a view; links; selected state',
  },
  'primary-hover': { light: '#1e369f', dark: '#bfd3fe', use: 'Hover of a primary fill' },
  'primary-foreground': { light: '#ffffff', dark: '#10183d', use: 'Text on a primary fill' },
  'primary-subtle': { light: '#eef4ff', dark: '#18214a', use: 'Brand-tinted band or selection' },
  'primary-subtle-foreground': {
    light: '#1e327d',
    dark: '#c9d9fe',
    use: 'Text on primary-subtle',
  },
  success: { light: '#15713a', dark: '#5fd08b', use: 'Done, paid, verified' },
  'success-foreground': { light: '#ffffff', dark: '#05210f', use: 'Text on a success fill' },
  'success-subtle': { light: '#edfaf1', dark: '#0f2a1a', use: 'Background of a success message' },
  'success-subtle-foreground': {
    light: '#14532d',
    dark: '#a9ebc2',
    use: 'Text on success-subtle',
  },
  warning: { light: '#a14a06', dark: '#f4a74f', use: 'Needs attention soon' },
  'warning-foreground': { light: '#ffffff', dark: '#2a1503', use: 'Text on a warning fill' },
  'warning-subtle': { light: '#fff8e6', dark: '#2e1e0a', use: 'Background of a warning message' },
  'warning-subtle-foreground': {
    light: '#7a2e0b',
    dark: '#fbd9a9',
    use: 'Text on warning-subtle',
  },
  danger: { light: '#b42318', dark: '#ff8f85', use: 'Errors and irreversible actions' },
  'danger-hover': { light: '#912018', dark: '#ffb4ad', use: 'Hover of a danger fill' },
  'danger-foreground': { light: '#ffffff', dark: '#2b0705', use: 'Text on a danger fill' },
  'danger-subtle': { light: '#fef1f0', dark: '#351513', use: 'Background of an error message' },
  'danger-subtle-foreground': { light: '#8a1c14', dark: '#ffcbc5', use: 'Text on danger-subtle' },
  info: { light: '#0b628f', dark: '#64c3ee', use: 'Neutral notices' },
  'info-foreground': { light: '#ffffff', dark: '#03202e', use: 'Text on an info fill' },
  'info-subtle': { light: '#eef8fd', dark: '#0c2533', use: 'Background of a notice' },
  'info-subtle-foreground': { light: '#0b4a6b', dark: '#b5e3f8', use: 'Text on info-subtle' },
  'focus-ring': {
    light: '#2550e0',
    dark: '#93b4fd',
    use: 'Keyboard focus outline (3:1 on every surface)',
  },
  surface: { light: '#f7f8fa', dark: '#0b0e14', use: 'Page background behind cards' },
  'surface-raised': { light: '#ffffff', dark: '#181d28', use: 'Cards and sheets on a surface' },
  hover: { light: '#f7f8fa', dark: '#232a37', use: 'Hover of a row or a quiet control' },
  'hover-strong': { light: '#dde1e8', dark: '#2c3443', use: 'Hover of a muted fill' },
  overlay: {
    light: 'rgb(12 15 21 / 0.5)',
    dark: 'rgb(0 0 0 / 0.7)',
    use: 'Backdrop behind a dialog',
  },
  hero: { light: '#172050', dark: '#131b45', use: 'Brand band that opens a page' },
  'hero-foreground': { light: '#ffffff', dark: '#ffffff', use: 'Text on the hero band' },
  'hero-muted': { light: '#bfd3fe', dark: '#bfd3fe', use: 'Secondary text on the hero band' },
  'hero-accent': {
    light: '#93b4fd',
    dark: '#93b4fd',
    use: 'Figures and focus ring on the hero band',
  },
} satisfies Record<string, ColorToken>

const brandSteps = {
  50: '#eef4ff',
  100: '#dbe7fe',
  200: '#bfd3fe',
  300: '#93b4fd',
  400: '#608dfa',
  500: '#3b6af5',
  600: '#2550e0',
  700: '#1d3fc4',
  800: '#1e369f',
  900: '#1e327d',
  950: '#172050',
}

const neutralSteps = {
  0: '#ffffff',
  50: '#f7f8fa',
  100: '#eef0f4',
  200: '#dde1e8',
  300: '#c3c9d4',
  400: '#8e97a8',
  500: '#677084',
  600: '#4f576a',
  700: '#3c4354',
  800: '#272d3a',
  900: '#171b24',
  950: '#0c0f15',
}

/** A scale keeps its step names in both themes; in the dark theme the order turns round. */
function scale(name: string, steps: Record<number, string>): Record<string, ColorToken> {
  const values = Object.values(steps)
  return Object.fromEntries(
    Object.entries(steps).map(([step, light], index) => [
      `${name}-${step}`,
      {
        light,
        dark: values[values.length - 1 - index] ?? light,
        use: `${name} scale, step ${step}: prefer a semantic token; for illustrations and charts`,
      },
    ]),
  )
}

export const colorTokens: Record<string, ColorToken> = {
  ...semantic,
  ...scale('brand', brandSteps),
  ...scale('neutral', neutralSteps),
}
