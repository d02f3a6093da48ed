import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { rawCodesIn } from '@/lib/code-words/raw-codes'
import { makeDeposit, noticeDeposit } from '@/lib/savings/savings-fixtures'
import { makeOffer } from '../../.storybook/fixtures'
import { DepositFacts } from './deposit-facts'

const offer = makeOffer()

const meta = {
  title: 'Savings/DepositFacts',
  component: DepositFacts,
  args: { deposit: makeDeposit(), offer },
} satisfies Meta<typeof DepositFacts>

export default meta
type Story = StoryObj<typeof meta>

export const TermDeposit: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByTestId('fact-balance')).toHaveTextContent('20.000,00 EUR')
    // status, interest payout and product in words, none as its code (`MATURITY`, `active` …)
    await expect(rawCodesIn(canvasElement)).toEqual([])
    await expect(canvas.getByTestId('fact-rate')).toHaveTextContent('3,01 %')
    await expect(canvas.getByTestId('fact-maturity')).toHaveTextContent('03.06.2027')
    await expect(canvas.getByTestId('fact-accrued')).toHaveTextContent('28,53 EUR')
    await expect(canvas.getByTestId('fact-paid')).toHaveTextContent('256,80 EUR')
    await expect(canvas.getByTestId('fact-early-termination')).toHaveTextContent(
      'Nicht möglich: Nicht vorzeitig kündbar.',
    )
    await expect(canvas.getByTestId('document-list')).toHaveTextContent('Informationsbogen')
  },
}

export const NoticeAccount: Story = {
  args: {
    deposit: noticeDeposit,
    offer: { ...offer, earlyTermination: { allowed: true, description: 'Nach 33 Tagen.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByTestId('fact-maturity')).toHaveTextContent(
      'Keine (unbefristet)',
    )
    await expect(rawCodesIn(canvasElement)).toEqual([])
    await expect(canvas.getByTestId('fact-early-termination')).toHaveTextContent('Möglich')
  },
}

export const TermsUnavailable: Story = {
  args: { offer: null },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Die Produktbedingungen können gerade nicht geladen werden.'),
    ).toBeVisible()
  },
}
