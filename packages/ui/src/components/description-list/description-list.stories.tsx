import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { DescriptionItem, DescriptionList } from './description-list'

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  render: (args) => (
    <DescriptionList {...args}>
      <DescriptionItem term="Currency">EUR</DescriptionItem>
      <DescriptionItem term="Minimum amount">EUR 5,000.00</DescriptionItem>
      <DescriptionItem term="Maximum amount">EUR 1,000,000.00</DescriptionItem>
      <DescriptionItem term="Compounding">Yes</DescriptionItem>
    </DescriptionList>
  ),
} satisfies Meta<typeof DescriptionList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Currency').tagName).toBe('DT')
    await expect(canvas.getByText('EUR').tagName).toBe('DD')
  },
}

export const LongValuesWrap: Story = {
  render: (args) => (
    <div className="max-w-sm">
      <DescriptionList {...args}>
        <DescriptionItem term="Deposit guarantee">
          Fondo Interbancario di Tutela dei Depositi, up to EUR 100,000.00 per customer
        </DescriptionItem>
        <DescriptionItem term="Document">
          https://documents.example.com/offers/de196375-8305-46e3-834c-0cb1733199e0/sheet.pdf
        </DescriptionItem>
      </DescriptionList>
    </div>
  ),
}
