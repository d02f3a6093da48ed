import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Logo } from './logo'

const svgLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1d3fc4"/></svg>',
)}`

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { name: 'Banca Norquist', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="logo"]')).toHaveTextContent('BN')
  },
}

export const WithImage: Story = { args: { src: svgLogo } }

export const LongBankName: Story = {
  args: { name: 'Sparkasse Oberösterreich-Niederbayern Genossenschaftsbank eG', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="logo"]')).toHaveTextContent('SO')
  },
}

export const BrokenImageKeepsInitials: Story = {
  args: { src: '/no-such-logo.svg', size: 'sm' },
}
