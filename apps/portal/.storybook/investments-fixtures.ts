import type { InvestmentsOverview, Portfolio } from '@portal/api-clients/contracts/investments'

/** Story data: a managed portfolio 70 a few months after its first order. */
export const managedPortfolio: Portfolio = {
  id: 'pf-70',
  customerId: 'BAC_1000000004',
  kind: 'managed',
  riskClass: '70',
  currency: 'EUR',
  openedOn: '2026-08-03',
  value: 1_063_512,
  invested: 1_030_000,
  performance: 33_512,
  costsPaid: 1_562,
  holdings: [
    {
      isin: 'IE000MRDW015',
      name: 'Meridian Global Developed Equity UCITS ETF (Acc)',
      units: '41.203117',
      price: 10_327,
      value: 425_504,
    },
    {
      isin: 'LU2718AUG018',
      name: 'Aurelian Euro Government Bond UCITS ETF (Dist)',
      units: '12.500000',
      price: 10_208,
      value: 127_600,
    },
  ],
  mix: null,
  pendingOrders: [
    {
      id: 'o-1',
      portfolioId: 'pf-70',
      kind: 'savingsPlan',
      amount: 10_000,
      currency: 'EUR',
      status: 'pending',
      placedOn: '2026-11-30',
      executionDate: '2026-12-01',
    },
  ],
  savingsPlan: {
    amount: 10_000,
    dayOfMonth: 31,
    startDate: '2026-08-05',
    nextExecution: '2026-12-31',
  },
  history: [
    { date: '2026-08-31', value: 1_004_100 },
    { date: '2026-09-30', value: 1_021_900 },
    { date: '2026-10-31', value: 1_018_300 },
    { date: '2026-11-23', value: 1_063_512 },
  ],
}

export const pensionPortfolio: Portfolio = {
  ...managedPortfolio,
  id: 'pf-pension',
  kind: 'pension',
  riskClass: '50',
  savingsPlan: null,
  pendingOrders: [],
}

/** A pension product opened today: its one-time amount waits for the next bank day. */
export const justOpenedPension: Portfolio = {
  ...pensionPortfolio,
  id: 'pf-pension-new',
  openedOn: '2026-11-23',
  value: 0,
  invested: 0,
  performance: 0,
  costsPaid: 0,
  holdings: [],
  history: [],
  pendingOrders: [
    {
      id: 'o-2',
      portfolioId: 'pf-pension-new',
      kind: 'oneTime',
      amount: 100_000,
      currency: 'EUR',
      status: 'pending',
      placedOn: '2026-11-23',
      executionDate: '2026-11-24',
    },
  ],
  savingsPlan: {
    amount: 15_000,
    dayOfMonth: 15,
    startDate: '2026-11-23',
    nextExecution: '2026-12-15',
  },
}

/** A portfolio of a configured mix: 60 % world, 10 % emerging markets, 30 % euro government bonds. */
export const customMixPortfolio: Portfolio = {
  ...managedPortfolio,
  id: 'pf-mix',
  mix: [
    { isin: 'IE000MRDW015', weightBasisPoints: 6_000 },
    { isin: 'IE000MRDM057', weightBasisPoints: 1_000 },
    { isin: 'LU2718AUG018', weightBasisPoints: 3_000 },
  ],
  savingsPlan: null,
  pendingOrders: [],
}

export const overviewOf = (portfolios: Portfolio[]): InvestmentsOverview => ({
  customerId: 'BAC_1000000004',
  today: '2026-11-23',
  portfolios,
})
