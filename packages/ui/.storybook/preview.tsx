import type { Preview } from '@storybook/react-vite'
import '@fontsource-variable/noto-sans/wght.css'
import './storybook.css'
import { themeToolbar, withTheme } from './theme-decorator'

// Pages without a story (MDX) show the light theme too, not the machine's colour scheme
document.documentElement.dataset.puiTheme ??= 'light'

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The theme switch sets the page colours; Storybook's own backgrounds would fight it
    backgrounds: { disable: true },
    a11y: { test: 'error' },
    docs: { codePanel: true },
  },
  globalTypes: themeToolbar,
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  tags: ['autodocs'],
}

export default preview
