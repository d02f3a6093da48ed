import { permittedActions } from '@portal/domain/customer-data/may-perform'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, within } from 'storybook/test'
import {
  businessCustomer,
  detailLinks,
  hostileText,
  jointCustomer,
  makeCustomer,
} from '@/.storybook/customer-fixtures'
import { DetailsSkeleton } from '@/components/customer/details-skeleton'
import { rawCodesIn } from '@/lib/code-words/raw-codes'
import { emptyDataFormState } from '@/lib/customer/form-state'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import { MyDetailsView } from './my-details-view'

const holder = new Set(permittedActions([{ name: 'ACCOUNT_HOLDER', status: 'ACTIVE' }], 'PERSONAL'))

const meta = {
  title: 'CustomerData/MyDetailsView',
  component: MyDetailsView,
  args: {
    customer: makeCustomer(),
    username: 'demo.personal@example.com',
    actions: holder,
    links: detailLinks,
    correspondence: {
      action: fn<DataFormAction>(async () => ({ ...emptyDataFormState, done: true })),
      languages: ['de', 'en', 'fi'],
      fallback: 'de',
    },
  },
} satisfies Meta<typeof MyDetailsView>

export default meta
type Story = StoryObj<typeof meta>

export const Personal: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('account-summary')).toHaveTextContent('BAC_1000000001')
    await expect(canvas.getByTestId('account-summary')).toHaveTextContent('700001')
    const person = canvas.getByTestId('person')
    await expect(person).toHaveTextContent('Erika Mustermann')
    await expect(person).toHaveTextContent('12345678911')
    await expect(person).toHaveTextContent('+49 170 1234567')
    await expect(within(person).getByTestId('roles')).toHaveTextContent('Kontoinhaber · aktiv')
    await expect(canvas.getByTestId('reference-accounts')).toHaveTextContent(
      'DE89370400440532013000',
    )
    await expect(canvas.getByRole('link', { name: 'Anschrift ändern' })).toHaveAttribute(
      'href',
      detailLinks.editAddress,
    )
    // every code of the fixture (MS, DR, FEMALE, MARRIED, EMPLOYEE, NO_PEP, ZINSPILOT_DE …) as words
    await expect(rawCodesIn(canvasElement)).toEqual([])
    for (const words of ['Weiblich', 'Verheiratet', 'Angestellte/r', 'Industrie und Produktion']) {
      await expect(person).toHaveTextContent(words)
    }
    await expect(canvas.getByTestId('account-summary')).toHaveTextContent('Sparportal, Deutschland')
    // no language stored: the page's is shown as the one the bank writes in
    await expect(canvas.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de')
  },
}

/** The stored income band in the amounts of the Polish market, not the euro text it was saved with. */
export const PolishIncome: Story = {
  globals: { locale: 'pl-pl' },
  play: async ({ canvas }) => {
    const income = within(canvas.getByTestId('person')).getByText('Roczny dochód')
    await expect(income.nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      'Od 200 000 PLN do 400 000 PLN',
    )
  },
}

/** A US customer (en-us): the reference account by routing and account number, no IBAN or BIC. */
export const UnitedStatesReferenceAccount: Story = {
  globals: { locale: 'en-us' },
  args: {
    customer: makeCustomer({
      id: 'BAC_1100000012',
      address: {
        street: 'Maple Avenue',
        streetNumber: '1200',
        city: 'Columbus',
        postalCode: '43215',
        state: 'OH',
        countryCode: 'US',
        flatNumber: null,
        additionalInformation: null,
      },
      _embedded: {
        persons: [],
        referenceAccounts: [
          {
            accountId: 'ra-us',
            accountHolder: 'Jordan Miller',
            bankName: 'Sandbox Reference Bank',
            bic: '',
            iban: '',
            accountNumber: '483920175512',
            branchCode: '021000021',
            ccy: 'USD',
          },
        ],
      },
    }),
  },
  play: async ({ canvas }) => {
    const accounts = canvas.getByTestId('reference-accounts')
    await expect(within(accounts).getByText('Routing number')).toBeVisible()
    await expect(accounts).toHaveTextContent('021000021')
    await expect(within(accounts).getByText('Account number')).toBeVisible()
    await expect(accounts).toHaveTextContent('483920175512')
    await expect(accounts).not.toHaveTextContent(/IBAN|BIC/)
    // the address as a US bank writes it: number first, then "City, ST ZIP"
    const [address] = canvas.getAllByTestId('address')
    await expect(address).toHaveTextContent(/^1200 Maple AvenueColumbus, OH 43215United States/)
  },
}

/** A reference-account change waiting for the bank: shown beside the current account. */
export const PendingReferenceChange: Story = {
  args: {
    pendingReferenceChanges: [
      {
        id: 'case-1',
        customerId: 'BAC_1000000001',
        type: 'REFERENCE_ACCOUNT_CHANGE',
        status: 'IN_REVIEW',
        newReferenceAccount: {
          accountHolder: 'Erika Mustermann',
          iban: 'DE02120300000000202051',
          bic: null,
        },
        documentIds: ['doc-1'],
        createdAt: '2026-11-20T10:00:00Z',
        decidedAt: null,
        rejectionReason: null,
      },
    ],
  },
  play: async ({ canvas }) => {
    const changes = canvas.getByTestId('kyc-cases')
    await expect(changes).toHaveTextContent('offen: in Prüfung')
    await expect(changes).toHaveTextContent('DE02120300000000202051')
    await expect(canvas.getByTestId('reference-accounts')).toHaveTextContent(
      'DE89370400440532013000',
    )
  },
}

export const JointManyPersons: Story = {
  args: { customer: jointCustomer },
  play: async ({ canvas }) => {
    const persons = canvas.getAllByTestId('person')
    await expect(persons).toHaveLength(2)
    await expect(persons[1]).toHaveTextContent('Steuerpartner · beantragt')
    await expect(canvas.getByRole('heading', { name: '2 Personen auf diesem Konto' })).toBeVisible()
  },
}

export const BusinessAuthorisedPerson: Story = {
  args: {
    customer: businessCustomer,
    username: 'demo.multi@example.com',
    actions: new Set(
      permittedActions([{ name: 'AUTHORIZED_PERSON', status: 'ACTIVE' }], 'BUSINESS'),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('account-summary')).toHaveTextContent('Mustermann Holz GmbH')
    await expect(canvas.getByTestId('changes-not-allowed')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Referenzkonto ändern' })).toBeNull()
    // Markup in a name is shown as text
    await expect(canvas.getAllByTestId('person')[1]).toHaveTextContent(hostileText)
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

export const Empty: Story = {
  args: { customer: makeCustomer({ _embedded: { persons: [], referenceAccounts: [] } }, []) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('reference-accounts-empty')).toBeVisible()
    await expect(canvas.queryAllByTestId('person')).toHaveLength(0)
  },
}

export const Loading: Story = {
  render: () => <DetailsSkeleton label="Ihre Daten werden geladen" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('customer-data-loading')).toBeVisible()
  },
}
