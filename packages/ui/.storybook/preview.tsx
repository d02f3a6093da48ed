import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import '@fontsource-variable/noto-sans/wght.css'
import './storybook.css'
import { themeToolbar, withTheme } from './theme-decorator'

// The story tests run beside the portal's tests and the sandbox's on two cores: a menu can take
// longer than Testing Library's default second to open there (a CI run's `KeyboardChoose` did)
configure({ asyncUtilTimeout: 5000 })

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
