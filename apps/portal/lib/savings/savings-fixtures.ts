import type {
  Deposit,
  DepositDetail,
  GuaranteeExposure,
  LedgerBooking,
  SavingsOrder,
  SavingsOverview,
} from '@portal/api-clients/contracts/savings'

/** Savings data shaped like the sandbox's answers, for the table tests and the stories. */
export const fixtureToday = '2026-11-23'

export function makeDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: 'dep-term-1',
    offerId: 'offer-term-12',
    bankId: 'bank-sk',
    bankName: 'Banka Alvford Capital',
    bankCountry: 'SK',
    productType: 'term_deposit',
    offerProductType: 'TERM',
    currency: 'EUR',
    principal: 2_000_000,
    balance: 2_000_000,
    annualRate: '0.0301',
    compounding: true,
    interestPayout: 'MONTHLY',
    dayCountConvention: 'ACT/365F',
    withholdingTaxRate: '0',
    startDate: '2026-06-03',
    maturityDate: '2027-06-03',
    termMonths: 12,
    noticePeriodDays: null,
    noticeGivenOn: null,
    availableOn: null,
    noticeAmount: null,
    partialNoticeMinimum: null,
    status: 'active',
    prolongation: 'NONE',
    prolongationCutoff: '2027-05-27',
    accruedInterest: 2_853,
    paidInterest: 25_680,
    withheldTax: 0,
    nextInterestOn: '2026-12-03',
    previousDepositId: null,
    ...overrides,
  }
}

export const overnightDeposit = makeDeposit({
  id: 'dep-overnight-1',
  offerId: 'offer-overnight',
  bankId: 'bank-de-1',
  bankName: 'Rosinth Credit Bank',
  bankCountry: 'DE',
  productType: 'overnight_deposit',
  offerProductType: 'OVERNIGHT',
  principal: 1_000_000,
  balance: 1_008_112,
  annualRate: '0.0200',
  withholdingTaxRate: '0.26375',
  startDate: '2026-06-02',
  maturityDate: null,
  termMonths: null,
  prolongationCutoff: null,
  accruedInterest: 1_200,
  paidInterest: 8_112,
  withheldTax: 2_140,
})

export const noticeDeposit = makeDeposit({
  id: 'dep-notice-1',
  offerId: 'offer-notice',
  bankId: 'bank-de-2',
  bankName: 'Jarholm Trust Bank',
  bankCountry: 'DE',
  productType: 'notice_account',
  offerProductType: 'NOTICE',
  principal: 500_000,
  balance: 500_000,
  annualRate: '0.0218',
  startDate: '2026-06-02',
  maturityDate: null,
  termMonths: null,
  noticePeriodDays: 33,
  prolongationCutoff: null,
})

export const pendingOrder: SavingsOrder = {
  id: '10909673-907b-49c8-8e4c-461e2eca708d',
  offerId: 'offer-term-24',
  bankId: 'bank-de-1',
  amount: 1_500_000,
  currency: 'EUR',
  status: 'pending_funding',
  prolongation: 'PRINCIPAL_AND_INTEREST',
  reference: 'ORDER 10909673',
  createdAt: '2026-06-04T09:00:00.000Z',
  forwardedOn: null,
  opensOn: null,
  depositId: null,
  transferDetails: {
    account: { scheme: 'iban', iban: 'DE07100200300000000169' },
    reference: 'ORDER 10909673',
    amountMissing: 1_000_000,
  },
  opensIfFundedToday: '2026-12-02',
}

export function makeExposure(overrides: Partial<GuaranteeExposure> = {}): GuaranteeExposure {
  return {
    bankId: 'bank-sk',
    bankCountry: 'SK',
    scheme: 'Fond ochrany vkladov',
    currency: 'EUR',
    exposure: 2_060_414,
    limit: 10_000_000,
    uncovered: 0,
    otherCurrencyDeposits: 0,
    ...overrides,
  }
}

export function makeOverview(overrides: Partial<SavingsOverview> = {}): SavingsOverview {
  return {
    customerId: 'BAC_1000000001',
    today: fixtureToday,
    settlementAccounts: [
      {
        currency: 'EUR',
        account: { scheme: 'iban', iban: 'DE07100200300000000169' },
        balance: 500_000,
      },
    ],
    deposits: [makeDeposit(), overnightDeposit, noticeDeposit],
    pendingOrders: [pendingOrder],
    yearInterest: [{ currency: 'EUR', amount: 12_840, withheldTax: 3_387 }],
    guaranteeHolders: 1,
    guaranteeExposure: [
      makeExposure(),
      makeExposure({
        bankId: 'bank-de-1',
        bankCountry: 'DE',
        scheme: 'Entschädigungseinrichtung deutscher Banken',
        exposure: 1_029_717,
      }),
    ],
    ...overrides,
  }
}

export function makeBooking(overrides: Partial<LedgerBooking> = {}): LedgerBooking {
  return {
    id: 'bk-1-C',
    bookingDate: '2026-11-03',
    valueDate: '2026-11-03',
    type: 'INTEREST',
    direction: 'CREDIT',
    amount: 5_136,
    currency: 'EUR',
    account: 'deposit',
    depositId: 'dep-term-1',
    orderId: null,
    counterparty: 'Banka Alvford Capital',
    counterpartyIban: null,
    reference: 'Interest 2026-10-03 – 2026-11-03',
    bank: { name: 'Banka Alvford Capital', country: 'HR' },
    productType: 'term_deposit',
    termMonths: 12,
    ...overrides,
  }
}

/** Many deposits at a few banks, for the "many deposits" states. */
export function manyDeposits(count: number): Deposit[] {
  return Array.from({ length: count }, (_, index) =>
    makeDeposit({
      id: `dep-many-${index + 1}`,
      bankId: `bank-${index % 7}`,
      bankName: `Partner Bank ${(index % 7) + 1}`,
      principal: 100_000 + index * 1_000,
      balance: 100_000 + index * 1_000,
      maturityDate: `2027-${String((index % 12) + 1).padStart(2, '0')}-15`,
      prolongationCutoff: `2027-${String((index % 12) + 1).padStart(2, '0')}-08`,
    }),
  )
}

export function makeDepositDetail(overrides: Partial<DepositDetail> = {}): DepositDetail {
  return {
    ...makeDeposit(),
    today: fixtureToday,
    bookings: [
      makeBooking(),
      makeBooking({
        id: 'bk-0-C',
        bookingDate: '2026-06-03',
        valueDate: '2026-06-03',
        type: 'DEPOSIT_OPENING',
        amount: 2_000_000,
        counterparty: null,
        reference: 'ORDER 4FD104CF',
      }),
    ],
    ...overrides,
  }
}
