import type { Decorator, Preview } from '@storybook/react-vite'

export type StoryTheme = 'light' | 'dark'

/** Puts the toolbar's theme on <html>, where dialogs and menus (portalled to <body>) see it too. */
export const withTheme: Decorator = (Story, context) => {
  const theme: StoryTheme = context.globals.theme === 'dark' ? 'dark' : 'light'
  document.documentElement.dataset.puiTheme = theme
  return <Story />
}

export const themeToolbar: NonNullable<Preview['globalTypes']> = {
  theme: {
    description: 'Colour theme of the design system (data-pui-theme on <html>)',
    toolbar: {
      title: 'Theme',
      icon: 'contrast',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
}
