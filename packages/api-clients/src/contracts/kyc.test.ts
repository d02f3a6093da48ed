import { describe, expect, it } from 'vitest'
import { KycCase, KycStatus, ReferenceAccountChangeRequest } from './kyc'

const change = {
  scaChallengeId: 'SCA_1',
  accountHolder: 'Erika Mustermann',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  documentIds: ['DOC_9'],
}

const problems = (body: unknown) =>
  ReferenceAccountChangeRequest.safeParse(body).error?.issues.map((issue) => issue.message) ?? []

describe('KYC contracts', () => {
  it('accepts a reference-account change and normalises the IBAN', () => {
    expect(ReferenceAccountChangeRequest.parse(change)).toMatchObject({
      iban: 'DE89370400440532013000',
    })
  })

  it('accepts a US change by routing and account number', () => {
    const { iban: _iban, bic: _bic, ...rest } = change
    expect(
      ReferenceAccountChangeRequest.parse({
        ...rest,
        routingNumber: '021000021',
        accountNumber: '1234 5678 9012',
        bankName: 'Hudson Valley Savings',
      }),
    ).toEqual({
      accountHolder: 'Erika Mustermann',
      scheme: 'aba',
      routingNumber: '021000021',
      accountNumber: '123456789012',
      bankName: 'Hudson Valley Savings',
      documentIds: ['DOC_9'],
      scaChallengeId: 'SCA_1',
    })
  })

  it.each([
    [{ iban: 'DE89370400440532013001' }, ['invalid_checksum']],
    [{ bic: 'ABNANL2A' }, ['bic_country_mismatch']],
    [{ iban: 'DE8937040044053201300' }, ['wrong_length']],
    [{ routingNumber: '021000022', accountNumber: '12345678' }, ['invalid_checksum']],
    [{ routingNumber: '021000021', accountNumber: '123' }, ['invalid_format']],
  ])('rejects %j with the field’s reason', (overrides, expected) => {
    expect(problems({ ...change, ...overrides })).toEqual(expected)
  })

  it('rejects a change without documents or SCA', () => {
    expect(ReferenceAccountChangeRequest.safeParse({ ...change, documentIds: [] }).success).toBe(
      false,
    )
    const { scaChallengeId: _sca, ...withoutSca } = change
    expect(ReferenceAccountChangeRequest.safeParse(withoutSca).success).toBe(false)
  })

  it('accepts a pending case and a status with a missing document', () => {
    const pending = {
      id: 'CASE_1',
      customerId: 'BAC_1000000001',
      type: 'REFERENCE_ACCOUNT_CHANGE',
      status: 'IN_REVIEW',
      newReferenceAccount: {
        accountHolder: 'Erika Mustermann',
        iban: 'DE89370400440532013000',
        bic: null,
      },
      documentIds: ['DOC_9'],
      createdAt: '2026-11-23T08:00:00Z',
      decidedAt: null,
      rejectionReason: null,
    }
    expect(KycCase.parse(pending)).toEqual(pending)
    expect(KycCase.safeParse({ ...pending, status: 'MAYBE' }).success).toBe(false)
    const status = {
      customerId: 'BAC_1000000001',
      identification: 'VERIFIED',
      proofOfAddress: 'NOT_STARTED',
      requiredDocuments: [{ type: 'proof_of_address', dueBy: '2026-12-31' }],
      openCaseIds: ['CASE_1'],
    }
    expect(KycStatus.parse(status)).toEqual(status)
  })
})
