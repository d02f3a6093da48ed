import { DepositStatus } from '@portal/api-clients/contracts/savings-entities'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { rawCodesIn } from '@/lib/code-words/raw-codes'
import {
  makeDeposit,
  manyDeposits,
  noticeDeposit,
  overnightDeposit,
} from '@/lib/savings/savings-fixtures'
import { DepositTable } from './deposit-table'

const meta = {
  title: 'Savings/DepositTable',
  component: DepositTable,
  args: {
    deposits: [makeDeposit(), overnightDeposit, { ...noticeDeposit, status: 'notice_given' }],
    listName: 'Aktuell',
    basePath: '/de-de',
  },
} satisfies Meta<typeof DepositTable>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const [term] = await canvas.findAllByTestId('deposit')
    await expect(term).toHaveTextContent('Banka Alvford Capital')
    await expect(term).toHaveTextContent('20.000,00 EUR')
    await expect(term).toHaveTextContent('3,01 %')
    await expect(canvas.getByText('Gekündigt')).toBeVisible()
    await expect(canvas.getAllByText('Unbefristet')).toHaveLength(2)
    await expect(
      canvas.getByRole('link', { name: 'Details der Anlage bei Banka Alvford Capital' }),
    ).toHaveAttribute('href', '/de-de/dashboard/savings/deposits/dep-term-1')
  },
}

export const ManyDeposits: Story = {
  args: { deposits: manyDeposits(60) },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByTestId('deposit')).toHaveLength(60)
    await expect(canvas.getByRole('region', { name: 'Aktuell: 60 Anlagen' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { deposits: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('deposits-empty')).toHaveTextContent(
      'In dieser Liste gibt es keine Anlagen.',
    )
  },
}

/** Every deposit status and product type in words: none shown as its code (`notice_given` …). */
export const EveryStatus: Story = {
  args: {
    deposits: DepositStatus.options.map((status, index) =>
      makeDeposit({ id: `dep-${index}`, status }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByTestId('deposit')).toHaveLength(DepositStatus.options.length)
    await expect(rawCodesIn(canvasElement)).toEqual([])
  },
}

/**
 * A Polish saver's PLN deposits at a euro bank: the bank books them as foreign-currency deposits,
 * but to a saver in Poland they are a term deposit and an overnight one, as their offers said.
 */
export const HomeCurrencyDepositOfAForeignBank: Story = {
  globals: { locale: 'pl-pl' },
  args: {
    basePath: '/pl-pl',
    listName: 'Aktualne',
    deposits: [
      makeDeposit({ id: 'pln-12', productType: 'foreign_currency', currency: 'PLN' }),
      makeDeposit({
        id: 'pln-open',
        productType: 'foreign_currency',
        currency: 'PLN',
        termMonths: null,
        maturityDate: null,
      }),
    ],
  },
  play: async ({ canvas }) => {
    const [term, overnight] = await canvas.findAllByTestId('deposit')
    await expect(term).toHaveTextContent('Lokata terminowa')
    await expect(overnight).toHaveTextContent('Rachunek oszczędnościowy')
    await expect(canvas.queryByText('Lokata walutowa')).toBeNull()
  },
}
