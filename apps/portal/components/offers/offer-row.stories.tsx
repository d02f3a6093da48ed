import { productLabels } from '@portal/domain/enumeration-values'
import { Table, TableBody } from '@portal/ui/table'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { makeRow, market, offerTexts, veryLongBankName } from '../../.storybook/fixtures'
import { OfferRow } from './offer-row'

const meta = {
  title: 'Offers/OfferRow',
  component: OfferRow,
  args: {
    offer: makeRow(),
    texts: offerTexts('de-de'),
    compared: false,
    locale: 'de-de',
    market: market('de-de'),
    residence: 'DE',
  },
  render: (args) => (
    <Table>
      <TableBody>
        <OfferRow {...args} />
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof OfferRow>

export default meta
type Story = StoryObj<typeof meta>

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('bank-name')).toHaveTextContent('Nordhafen Bank')
    await expect(canvas.getByTestId('shown-rate')).toHaveTextContent('3,15 %')
    await expect(canvas.getByTestId('term')).toHaveTextContent('1 Jahr')
    await expect(canvas.getByRole('link', { name: /Nordhafen Bank/ })).toHaveAttribute(
      'href',
      '/de-de/register?offer=offer-nordhafen-12',
    )
    await expect(canvas.getByRole('checkbox')).not.toBeChecked()
  },
}

export const Compared: Story = {
  args: { compared: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked()
  },
}

export const ManyLabels: Story = {
  args: { offer: makeRow({ labels: [...productLabels] }) },
  play: async ({ canvas }) => {
    const labels = canvas.getByRole('list', { name: /Nordhafen Bank/ })
    await expect(within(labels).getAllByRole('listitem')).toHaveLength(productLabels.length)
  },
}

export const VeryLongBankName: Story = {
  args: {
    offer: makeRow({
      bank: { ...makeRow().bank, name: veryLongBankName },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('bank-name')).toHaveTextContent(veryLongBankName)
  },
}

export const MissingLogo: Story = {
  args: { offer: makeRow({ bank: { ...makeRow().bank, logoUrl: '' } }) },
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector('[data-slot="logo"]')
    await expect(logo).toHaveTextContent('NB')
    await expect(logo?.querySelector('img')).toBeNull()
  },
}

export const OpenEndedEnglish: Story = {
  globals: { locale: 'en-gb' },
  args: {
    offer: makeRow({ termMonths: null, offerProductType: 'OVERNIGHT', labels: [] }),
    texts: offerTexts('en-gb'),
    locale: 'en-gb',
    market: market('en-gb'),
    residence: 'GB',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('term')).not.toBeEmptyDOMElement()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}
