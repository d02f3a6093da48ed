import { readFile } from 'node:fs/promises'
import { KycCase, KycStatus } from '@portal/api-clients/contracts/kyc'
import { Customer } from '@portal/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCustomerContext } from '../../bank/ledger/customer-context'
import { closeDatabase } from '../../db/database'
import { postboxMessages } from '../../db/schema'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'

let kit: CustomerDataKit
let multi: string
let erika: string
beforeAll(async () => {
  kit = await openCustomerDataKit()
  multi = await kit.token('demo.multi@example.com')
  erika = await kit.token('demo.personal@example.com')
})
afterAll(() => closeDatabase(kit.database))

const pdf = () =>
  readFile(
    new URL('../../../../../packages/domain/test-fixtures/uploads/statement.pdf', import.meta.url),
  )

async function uploadPdf(token: string, customerId: string, purpose: string) {
  const bytes = new Uint8Array(await pdf())
  const base = `/dds/api/v2/customers/${customerId}`
  const ticket = await (
    await kit.call('POST', `${base}/uploads`, token, {
      fileName: 'evidence.pdf',
      size: bytes.length,
      purpose,
    })
  ).json()
  const stored = await kit.app.request(`${base}/uploads/${ticket.uploadId}/content`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-length': String(bytes.length) },
    body: bytes.slice(),
  })
  expect(stored.status).toBe(201)
  return (await stored.json()).id as string
}

const status = async (token: string, customerId: string) =>
  KycStatus.parse(
    await (await kit.call('GET', `/kss/api/v1/customers/${customerId}/kyc-status`, token)).json(),
  )

describe('KYC status and the missing-IDD flow', () => {
  it('asks for the missing IDD until an ID document arrives', async () => {
    expect((await status(multi, 'BAC_1000000004')).requiredDocuments).toEqual([
      { type: 'missing_idd', dueBy: '2026-12-31' },
    ])
    await uploadPdf(multi, 'BAC_1000000004', 'id_document')
    expect((await status(multi, 'BAC_1000000004')).requiredDocuments).toEqual([])
  })

  it('shows onboarding identification as NOT_STARTED, then PENDING after the upload', async () => {
    expect(await status(multi, 'BAC_1000000005')).toMatchObject({
      identification: 'NOT_STARTED',
      proofOfAddress: 'NOT_STARTED',
    })
    await uploadPdf(multi, 'BAC_1000000005', 'proof_of_address')
    expect(await status(multi, 'BAC_1000000005')).toMatchObject({ proofOfAddress: 'PENDING' })
  })
})

describe('reference-account change: identification, documents, SCA, pending until approved', () => {
  const cases = '/kcps/api/v1/customers/BAC_1000000001/cases'
  const newAccount = {
    accountHolder: 'Erika Example',
    iban: 'DE02 1203 0000 0000 2020 51',
    bic: 'BYLADEM1001',
  }

  it('stays pending until the KYC case is approved, then replaces the account', async () => {
    const documentIds = [await uploadPdf(erika, 'BAC_1000000001', 'reference_account_evidence')]
    const change = { ...newAccount, documentIds }
    const early = await kit.call('POST', `${cases}/reference-account-change`, erika, {
      ...change,
      scaChallengeId: 'x',
    })
    expect(await early.json()).toMatchObject({ status: 409, code: 'identificationRequired' })

    const identification = await kit.call(
      'POST',
      '/kci/api/v1/customers/BAC_1000000001/identifications',
      erika,
      {
        purpose: 'reference_account_change',
      },
    )
    expect(await identification.json()).toMatchObject({ status: 'VERIFIED' })
    const unconfirmed = await kit.call('POST', `${cases}/reference-account-change`, erika, {
      ...change,
      scaChallengeId: 'x',
    })
    expect(await unconfirmed.json()).toMatchObject({ status: 403, code: 'scaRequired' })

    const scaChallengeId = await kit.confirmedChallenge(
      erika,
      'BAC_1000000001',
      'reference_account_change',
      change,
    )
    const opened = await kit.call('POST', `${cases}/reference-account-change`, erika, {
      ...change,
      scaChallengeId,
    })
    expect(opened.status).toBe(201)
    const kycCase = KycCase.parse(await opened.json())
    expect(kycCase).toMatchObject({
      status: 'IN_REVIEW',
      newReferenceAccount: { iban: 'DE02120300000000202051' },
    })

    const referenceIban = async () => {
      const customer = Customer.parse(
        await (
          await kit.call('GET', '/cas/v1/customers/BAC_1000000001?embed=reference-accounts', erika)
        ).json(),
      )
      return customer._embedded?.referenceAccounts?.[0]?.iban
    }
    expect(await referenceIban()).not.toBe('DE02120300000000202051')
    const second = await kit.confirmedChallenge(
      erika,
      'BAC_1000000001',
      'reference_account_change',
      change,
    )
    const again = await kit.call('POST', `${cases}/reference-account-change`, erika, {
      ...change,
      scaChallengeId: second,
    })
    expect(await again.json()).toMatchObject({ status: 409, code: 'caseOpen' })

    const decided = await kit.call(
      'POST',
      `/kcps/api/v1/sandbox/cases/${kycCase.id}/decision`,
      undefined,
      {
        status: 'APPROVED',
      },
    )
    expect(await decided.json()).toMatchObject({ status: 'APPROVED' })
    expect(await referenceIban()).toBe('DE02120300000000202051')

    const joint = await kit.token('demo.joint@example.com')
    expect(
      (await kit.call('GET', `/kcps/api/v1/customers/BAC_1000000002/cases/${kycCase.id}`, joint))
        .status,
    ).toBe(404)
  })

  it.each([
    ['AUTHORIZED_PERSON', 403],
    ['TAX_PARTNER', 403],
    ['ULTIMATE_BENEFICIAL_OWNER', 403],
  ] as const)('%s may not change the reference account (%i)', async (role, code) => {
    const { token } = await kit.personaWith('BAC_1000000001', [role])
    const response = await kit.call('POST', `${cases}/reference-account-change`, token, {
      ...newAccount,
      documentIds: ['DOC-x'],
      scaChallengeId: 'x',
    })
    expect(response.status).toBe(code)
    expect(await response.json()).toMatchObject({ code: 'actionNotPermitted' })
  })
})

describe('reference-account change of a US customer (en-us): routing and account number', () => {
  const customerId = 'BAC_1100000012'
  const cases = `/kcps/api/v1/customers/${customerId}/cases`
  const usAccount = {
    accountHolder: 'Jordan Example',
    routingNumber: '0110-0001-5',
    accountNumber: '4410 2290 11',
    bankName: 'Hudson Valley Savings',
  }

  it('is checked with the shared schema, stored, and becomes the account payouts and funding use', async () => {
    const token = await kit.token('demo.en-us@example.com')
    const documentIds = [await uploadPdf(token, customerId, 'reference_account_evidence')]
    await kit.call('POST', `/kci/api/v1/customers/${customerId}/identifications`, token, {
      purpose: 'reference_account_change',
    })
    const badRouting = await kit.call('POST', `${cases}/reference-account-change`, token, {
      ...usAccount,
      routingNumber: '011000016',
      documentIds,
      scaChallengeId: 'x',
    })
    expect(badRouting.status).toBe(400)
    expect(JSON.stringify(await badRouting.json())).toContain('invalid_checksum')

    const iban = { accountHolder: 'Jordan Example', iban: 'DE02120300000000202051', documentIds }
    const ibanChallenge = await kit.call('POST', `${cases}/reference-account-change`, token, {
      ...iban,
      scaChallengeId: 'x',
    })
    expect(await ibanChallenge.json()).toMatchObject({ status: 422, code: 'wrongAccountScheme' })

    const change = { ...usAccount, documentIds }
    const scaChallengeId = await kit.confirmedChallenge(
      token,
      customerId,
      'reference_account_change',
      change,
    )
    const opened = await kit.call('POST', `${cases}/reference-account-change`, token, {
      ...change,
      scaChallengeId,
    })
    expect(opened.status).toBe(201)
    const kycCase = KycCase.parse(await opened.json())
    expect(kycCase.newReferenceAccount).toEqual({
      accountHolder: 'Jordan Example',
      scheme: 'aba',
      routingNumber: '011000015',
      accountNumber: '4410229011',
      bankName: 'Hudson Valley Savings',
    })
    await kit.call('POST', `/kcps/api/v1/sandbox/cases/${kycCase.id}/decision`, undefined, {
      status: 'APPROVED',
    })
    const customer = Customer.parse(
      await (
        await kit.call('GET', `/cas/v1/customers/${customerId}?embed=reference-accounts`, token)
      ).json(),
    )
    expect(customer._embedded?.referenceAccounts?.[0]).toMatchObject({
      accountHolder: 'Jordan Example',
      branchCode: '011000015',
      accountNumber: '4410229011',
      bankName: 'Hudson Valley Savings',
      iban: '',
      ccy: 'USD',
    })
    const context = await loadCustomerContext(kit.database.orm, customerId)
    expect(context?.referenceKey).toBe('ABA0110000154410229011')
    const notices = await kit.database.orm
      .select({ body: postboxMessages.body })
      .from(postboxMessages)
      .where(eq(postboxMessages.customerId, customerId))
    expect(notices.map((notice) => notice.body).join('\n')).toContain(
      'Payouts now go to 4410229011 (routing number 011000015).',
    )
  })
})
