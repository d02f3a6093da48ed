import {
  customMixProfile,
  customMixPrognosis,
} from '@portal/domain/investments/custom-mix-prognosis'
import { etfUniverse } from '@portal/domain/investments/etf-universe'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn } from 'storybook/test'
import { withInvestmentsMessages } from '@/.storybook/investments-decorator'
import { readConfiguratorForm } from '../../lib/investments/configurator-form'
import { ConfiguratorFormView } from './configurator-form-view'
import { FundOverview } from './fund-overview'
import { SavingsPlanEditFlow } from './savings-plan-edit-flow'

const meta = {
  title: 'Investments/Configurator',
  component: ConfiguratorFormView,
  decorators: [withInvestmentsMessages],
  args: {
    etfs: etfUniverse,
    form: readConfiguratorForm({}),
    action: '/de-de/dashboard/investments/configurator/fund-overview',
  },
} satisfies Meta<typeof ConfiguratorFormView>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(16)
    await expect(canvas.getByTestId('mix-total')).toHaveTextContent('Summe: 0 %')
  },
}

/** Weights that do not make 100 %: the message names the sum; what was typed stays. */
export const WeightsDoNotSumTo100: Story = {
  args: { form: readConfiguratorForm({ w_IE000MRDW015: '60', w_LU2718AUG018: '30' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('mix-problems')).toHaveTextContent('ergeben 90 %, nicht 100 %')
    await expect(
      canvas.getByLabelText('Gewicht von Meridian Global Developed Equity UCITS ETF (Acc) in %'),
    ).toHaveValue('60')
  },
}

const mix = readConfiguratorForm({ w_IE000MRDW015: '60', w_LU2718AUG018: '40' })
const holdings = mix.validation?.ok ? mix.validation.holdings : []

export const Overview: Story = {
  render: () => (
    <FundOverview
      profile={customMixProfile(holdings)}
      projection={customMixPrognosis(holdings, {
        oneTimeInvestment: 1_000_000,
        monthlySavingRate: 10_000,
        durationYears: 10,
      })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('fund-overview')).toHaveTextContent('60,0 % / 40,0 % / 0,0 %')
    await expect(canvas.getByTestId('mix-costs')).toHaveTextContent('Gebühr 0,45 %')
    await expect(canvas.getByTestId('total-contributions')).toHaveTextContent('22.000,00 EUR')
  },
}

const planValues = { action: 'change' as const, amount: '100', day: '31', pauseUntil: '' }

/** Savings plan edit: the terms; day 31 explains what happens in a shorter month. */
export const SavingsPlanEdit: Story = {
  render: () => (
    <SavingsPlanEditFlow
      portfolioId="pf-70"
      action={fn(async (state) => state)}
      initialState={{ step: 'details', values: planValues }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Tag im Monat')).toHaveAccessibleDescription(
      /28\. oder 29\./,
    )
    await expect(canvas.getByRole('radio', { name: 'Betrag oder Tag ändern' })).toBeChecked()
  },
}

export const SavingsPlanConfirm: Story = {
  render: () => (
    <SavingsPlanEditFlow
      portfolioId="pf-70"
      action={fn(async (state) => state)}
      initialState={{
        step: 'confirm',
        values: planValues,
        challengeId: 'ch-1',
        confirmedAmount: '100,00 EUR',
        problems: { code: 'wrongCode' },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('mTAN')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('button', { name: 'Änderung bestätigen' })).toBeVisible()
  },
}

export const SavingsPlanRefused: Story = {
  render: () => (
    <SavingsPlanEditFlow
      portfolioId="pf-70"
      action={fn(async (state) => state)}
      initialState={{ step: 'details', values: planValues, problems: { form: 'alreadyPaused' } }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('plan-error')).toHaveTextContent('bereits pausiert')
  },
}
