import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { makeBank } from '../../.storybook/fixtures'
import { DepositGuaranteeFacts } from './deposit-guarantee'

const meta = {
  title: 'Banks/DepositGuaranteeFacts',
  component: DepositGuaranteeFacts,
  args: { guarantee: makeBank().depositGuarantee, tag: 'de-DE' },
} satisfies Meta<typeof DepositGuaranteeFacts>

export default meta
type Story = StoryObj<typeof meta>

export const Euro: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('guarantee-limit')).toHaveTextContent(/100\.000/)
  },
}
