import { Person, ReferenceAccount } from '@portal/domain'
import { mayPerform } from '@portal/domain/customer-data/may-perform'
import { rolesOfUser } from '@portal/domain/customer-data/roles-of-user'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerLanguage } from '../../bank/customers/reader-language'
import { closeDatabase } from '../../db/database'
import { referenceAccounts } from '../../db/schema'
import { type CustomerDataKit, openCustomerDataKit } from '../../test-support/customer-data-kit'
import { logIn } from '../../test-support/identity-requests'

let kit: CustomerDataKit
beforeAll(async () => {
  kit = await openCustomerDataKit()
})
afterAll(() => closeDatabase(kit.database))

const newAddress = {
  street: '<script>alert(1)</script> Allee',
  streetNumber: '12a',
  additionalInformation: null,
  city: 'Berlin',
  flatNumber: null,
  postalCode: '10115',
  countryCode: 'DE',
}

async function ownPersonId(token: string, customerId: string) {
  const me = await (await kit.call('GET', '/ums/v1/users/me', token)).json()
  const customer = await (
    await kit.call('GET', `/cas/v1/customers/${customerId}?embed=all-persons`, token)
  ).json()
  return customer._embedded.persons.find((p: Person) => p.username === me.username).id as string
}

async function changeAddress(
  token: string,
  customerId: string,
  personId: string,
  address = newAddress,
  sca = true,
) {
  const scaChallengeId = sca
    ? await kit.confirmedChallenge(token, customerId, 'address_change', { personId, address })
    : 'none'
  return kit.call('PUT', `/cas/v1/customers/${customerId}/persons/${personId}/address`, token, {
    address,
    scaChallengeId,
  })
}

describe('address edits: SCA bound to the address, roles, own person', () => {
  it('stores a US address with its state (USPS code) and ZIP code; a German one has no state', async () => {
    const customerId = 'BAC_1100000012'
    const token = await kit.token('demo.en-us@example.com')
    const personId = await ownPersonId(token, customerId)
    const seeded = await (await kit.call('GET', `/cas/v1/customers/${customerId}`, token)).json()
    expect(seeded.address).toMatchObject({
      state: expect.stringMatching(/^[A-Z]{2}$/),
      postalCode: expect.stringMatching(/^\d{5}$/),
    })
    const usAddress = {
      street: '123 Main Street',
      streetNumber: null,
      additionalInformation: 'Apt 4B',
      city: 'Springfield',
      flatNumber: null,
      postalCode: '62704-1234',
      state: 'IL',
      countryCode: 'US',
    }
    const put = (address: Record<string, unknown>, scaChallengeId: string) =>
      kit.call('PUT', `/cas/v1/customers/${customerId}/persons/${personId}/address`, token, {
        address,
        scaChallengeId,
      })
    expect(await (await put({ ...usAddress, state: 'XX' }, 'x')).json()).toMatchObject({
      issues: [{ path: 'address.state' }],
    })
    expect(await (await put({ ...usAddress, postalCode: '6270' }, 'x')).json()).toMatchObject({
      issues: [{ path: 'address.postalCode' }],
    })
    const scaChallengeId = await kit.confirmedChallenge(token, customerId, 'address_change', {
      personId,
      address: usAddress,
    })
    const response = await put(usAddress, scaChallengeId)
    expect(response.status).toBe(200)
    expect(Person.parse(await response.json()).address).toEqual(usAddress)
    const account = await (await kit.call('GET', `/cas/v1/customers/${customerId}`, token)).json()
    expect(account.address).toMatchObject({ state: 'IL', postalCode: '62704-1234' })

    const german = await kit.token('demo.personal@example.com')
    const germanPerson = await ownPersonId(german, 'BAC_1000000001')
    const changed = await changeAddress(german, 'BAC_1000000001', germanPerson)
    expect(Person.parse(await changed.json()).address).toMatchObject({ state: null })
  })

  it('changes the own address with SCA; markup is kept as text', async () => {
    const token = await kit.token('demo.personal@example.com')
    const personId = await ownPersonId(token, 'BAC_1000000001')
    const response = await changeAddress(token, 'BAC_1000000001', personId)
    expect(response.status).toBe(200)
    expect(Person.parse(await response.json()).address).toMatchObject({ street: newAddress.street })
    // A private account's address is its holder's: the account block shows the new one.
    const account = await (await kit.call('GET', '/cas/v1/customers/BAC_1000000001', token)).json()
    expect(account.address).toMatchObject({ street: newAddress.street })
  })

  it('refuses without SCA, and with a challenge for another address', async () => {
    const token = await kit.token('demo.personal@example.com')
    const personId = await ownPersonId(token, 'BAC_1000000001')
    expect((await changeAddress(token, 'BAC_1000000001', personId, newAddress, false)).status).toBe(
      403,
    )
    const other = await kit.confirmedChallenge(token, 'BAC_1000000001', 'address_change', {
      personId,
      address: { ...newAddress, city: 'Hamburg' },
    })
    const response = await kit.call(
      'PUT',
      `/cas/v1/customers/BAC_1000000001/persons/${personId}/address`,
      token,
      {
        address: newAddress,
        scaChallengeId: other,
      },
    )
    expect(await response.json()).toMatchObject({ status: 403, code: 'scaRequired' })
  })

  it('says which field is wrong (400)', async () => {
    const token = await kit.token('demo.personal@example.com')
    const response = await kit.call(
      'PUT',
      '/cas/v1/customers/BAC_1000000001/persons/x/address',
      token,
      {
        address: { ...newAddress, postalCode: '<b>' },
        scaChallengeId: 'x',
      },
    )
    expect(await response.json()).toMatchObject({ issues: [{ path: 'address.postalCode' }] })
  })

  it.each([
    ['ACCOUNT_HOLDER', 'BAC_1000000001', 200],
    ['AUTHORIZED_PERSON', 'BAC_1000000001', 403],
    ['TAX_PARTNER', 'BAC_1000000001', 403],
    ['ULTIMATE_BENEFICIAL_OWNER', 'BAC_1000000001', 403],
    ['LEGAL_REPRESENTATIVE', 'BAC_1000000003', 200],
    ['ACCOUNT_HOLDER', 'BAC_1000000003', 403],
  ] as const)('%s on %s changes their own address: %i', async (role, customerId, status) => {
    const { token, personId } = await kit.personaWith(customerId, [role])
    const response =
      status === 200
        ? await changeAddress(token, customerId, personId)
        : await kit.call(
            'PUT',
            `/cas/v1/customers/${customerId}/persons/${personId}/address`,
            token,
            {
              address: newAddress,
              scaChallengeId: 'x',
            },
          )
    expect(response.status).toBe(status)
    if (status === 403) expect(await response.json()).toMatchObject({ code: 'actionNotPermitted' })
  })

  it('lets a joint holder change only their own person; a legal representative any of the company', async () => {
    const joint = await kit.token('demo.joint@example.com')
    const customer = await (
      await kit.call('GET', '/cas/v1/customers/BAC_1000000002?embed=all-persons', joint)
    ).json()
    const partner = customer._embedded.persons.find(
      (p: Person) => p.username === 'demo.joint.partner@example.com',
    )
    const scaChallengeId = await kit.confirmedChallenge(joint, 'BAC_1000000002', 'address_change', {
      personId: partner.id,
      address: newAddress,
    })
    const refused = await kit.call(
      'PUT',
      `/cas/v1/customers/BAC_1000000002/persons/${partner.id}/address`,
      joint,
      {
        address: newAddress,
        scaChallengeId,
      },
    )
    expect(await refused.json()).toMatchObject({ status: 403, code: 'actionNotPermitted' })

    const representative = await kit.token('demo.business@example.com')
    const company = await (
      await kit.call('GET', '/cas/v1/customers/BAC_1000000003?embed=all-persons', representative)
    ).json()
    const authorised = company._embedded.persons.find(
      (p: Person) => p.username === 'demo.multi@example.com',
    )
    expect((await changeAddress(representative, 'BAC_1000000003', authorised.id)).status).toBe(200)
    expect((await changeAddress(representative, 'BAC_1000000003', 'person-0001')).status).toBe(404)
  })
})

describe('financial information', () => {
  it('changes PEP and source of funds with SCA', async () => {
    const token = await kit.token('demo.personal@example.com')
    const personId = await ownPersonId(token, 'BAC_1000000001')
    const change = {
      pep: { status: 'PEP', additionalInfo: 'Member of a city council' },
      sourceOfFunds: {
        originOfFunds: { code: 'INHERITANCE', displayedText: 'Inheritance' },
        annualIncome: { code: 'INCOME_100K_PLUS', displayedText: 'over 100,000 EUR' },
      },
    }
    const scaChallengeId = await kit.confirmedChallenge(
      token,
      'BAC_1000000001',
      'financial_information_change',
      {
        personId,
        ...change,
      },
    )
    const response = await kit.call(
      'PUT',
      `/cas/v1/customers/BAC_1000000001/persons/${personId}/financial-information`,
      token,
      { ...change, scaChallengeId },
    )
    expect(Person.parse(await response.json()).additionalFinancialInformation).toMatchObject({
      pep: { status: 'PEP' },
      sourceOfFunds: { originOfFunds: { code: 'INHERITANCE' } },
    })
  })
})

describe('open tasks', () => {
  const tasksOf = async (token: string, customerId: string) =>
    (await (await kit.call('GET', `/cas/v1/customers/${customerId}/open-tasks`, token)).json())
      .tasks as { type: string }[]

  it('name what the KYC status, the data confirmation and the reference accounts ask for', async () => {
    const seen = new Set<string>()
    for (const login of ['personal', 'joint', 'business', 'multi']) {
      const token = await kit.token(`demo.${login}@example.com`)
      const me = await (await kit.call('GET', '/ums/v1/users/me', token)).json()
      for (const customerId of me.bacNumbers as string[]) {
        const base = `/cas/v1/customers/${customerId}`
        const embed = '?embed=all-persons,reference-accounts'
        const [kyc, confirmation, customer] = await Promise.all(
          [
            `/kss/api/v1/customers/${customerId}/kyc-status`,
            `${base}/data-confirmation`,
            base + embed,
          ].map(async (path) => (await kit.call('GET', path, token)).json()),
        )
        const expected = new Set<string>()
        for (const required of kyc.requiredDocuments ?? []) {
          expected.add(
            required.type === 'proof_of_address' ? 'upload_proof_of_address' : 'upload_id_document',
          )
        }
        if (confirmation.due) expected.add('confirm_data')
        const roles = rolesOfUser(customer, me.username)
        if (
          mayPerform(roles, 'change_reference_account', customer.type) &&
          customer._embedded.referenceAccounts.length === 0
        ) {
          expected.add('add_reference_account')
        }
        const types = (await tasksOf(token, customerId)).map((task) => task.type)
        expect(new Set(types), `${login} ${customerId}`).toEqual(expected)
        expect(types.length).toBe(expected.size)
        for (const type of types) seen.add(type)
      }
    }
    expect([...seen].sort()).toEqual([
      'confirm_data',
      'upload_id_document',
      'upload_proof_of_address',
    ])
  })

  it('list a first reference account for a holder without one, not while the account is being opened', async () => {
    // no demo account lacks one: the personal account loses its reference account here
    const holder = await kit.token('demo.personal@example.com')
    const [customerId = ''] = (await (await kit.call('GET', '/ums/v1/users/me', holder)).json())
      .bacNumbers
    const before = await tasksOf(holder, customerId)
    expect(before).not.toContainEqual({ type: 'add_reference_account' })
    await kit.database.orm
      .delete(referenceAccounts)
      .where(eq(referenceAccounts.customerId, customerId))
    expect(await tasksOf(holder, customerId)).toEqual([
      ...before,
      { type: 'add_reference_account' },
    ])

    const registration = await kit.call('POST', '/ums/v1/registrations', undefined, {
      email: 'open-tasks@example.com',
      password: 'Long-enough-passw0rd',
      firstName: 'Olga',
      lastName: 'Offen',
      accountType: 'PERSONAL',
    })
    const { customerId: registered } = await registration.json()
    const { access_token: token } = await logIn(
      kit.app,
      'open-tasks@example.com',
      'Long-enough-passw0rd',
    )
    // the requested role does not yet grant the right: the bank asks for the documents first
    const types = (await tasksOf(token, registered)).map((task) => task.type)
    expect(types).not.toContain('add_reference_account')
  })
})

describe('my-data validation', () => {
  it('is due for the joint account (confirmed 500 days ago), and an open task, until confirmed', async () => {
    const token = await kit.token('demo.joint@example.com')
    const path = '/cas/v1/customers/BAC_1000000002/data-confirmation'
    const openTasks = async () =>
      (await (await kit.call('GET', path.replace('data-confirmation', 'open-tasks'), token)).json())
        .tasks
    expect(await (await kit.call('GET', path, token)).json()).toMatchObject({ due: true })
    const before = await openTasks()
    expect(before).toContainEqual({ type: 'confirm_data' })
    const confirmed = await (await kit.call('POST', path, token)).json()
    expect(confirmed).toMatchObject({ due: false, confirmedAt: expect.any(String) })
    // the open tasks no longer ask for it, and nothing else changed
    expect(await openTasks()).toEqual(
      before.filter((task: { type: string }) => task.type !== 'confirm_data'),
    )
  })
})

describe('initial reference account', () => {
  it('checks IBAN and BIC per field, sets the first one during onboarding, then 409', async () => {
    const registration = await kit.call('POST', '/ums/v1/registrations', undefined, {
      email: 'onboarding@example.com',
      password: 'Long-enough-passw0rd',
      firstName: 'Otto',
      lastName: 'Onboard',
      accountType: 'PERSONAL',
    })
    const { customerId } = await registration.json()
    const { access_token: token } = await logIn(
      kit.app,
      'onboarding@example.com',
      'Long-enough-passw0rd',
    )
    const path = `/cas/v1/customers/${customerId}/reference-accounts`
    const bad = await kit.call('POST', path, token, {
      accountHolder: 'Otto Onboard',
      iban: 'DE89370400440532013001',
    })
    expect(await bad.json()).toMatchObject({
      issues: [{ path: 'iban', message: 'invalid_checksum' }],
    })
    const foreignBic = await kit.call('POST', path, token, {
      accountHolder: 'Otto Onboard',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'BNPAFRPPXXX',
    })
    expect(await foreignBic.json()).toMatchObject({
      issues: [{ path: 'bic', message: 'bic_country_mismatch' }],
    })
    const set = await kit.call('POST', path, token, {
      accountHolder: 'Otto Onboard',
      iban: 'DE89 3704 0044 0532 0130 00',
    })
    expect(set.status).toBe(201)
    expect(ReferenceAccount.parse(await set.json())).toMatchObject({
      iban: 'DE89370400440532013000',
    })
    const again = await kit.call('POST', path, token, {
      accountHolder: 'Otto Onboard',
      iban: 'DE89370400440532013000',
    })
    expect(await again.json()).toMatchObject({ status: 409, code: 'referenceAccountExists' })
  })
})

describe('correspondence language', () => {
  const path = (customerId: string, personId: string) =>
    `/cas/v1/customers/${customerId}/persons/${personId}/correspondence-language`

  it('sets the own language: the person shows it and the bank writes to the account in it', async () => {
    const token = await kit.token('demo.personal@example.com')
    const personId = await ownPersonId(token, 'BAC_1000000001')
    const response = await kit.call('PUT', path('BAC_1000000001', personId), token, {
      language: 'fi',
    })
    expect(response.status).toBe(200)
    expect(Person.parse(await response.json()).contactDetails?.correspondenceLanguage).toBe('fi')
    expect(await customerLanguage(kit.database.orm, 'BAC_1000000001')).toMatchObject({
      language: 'fi',
    })
    await kit.call('PUT', path('BAC_1000000001', personId), token, { language: 'en' })
  })

  it('refuses a language no market serves, and another holder’s person', async () => {
    const token = await kit.token('demo.personal@example.com')
    const personId = await ownPersonId(token, 'BAC_1000000001')
    for (const language of ['xx', 'pt', '']) {
      const refused = await kit.call('PUT', path('BAC_1000000001', personId), token, { language })
      expect(refused.status, language).toBe(400)
    }
    const joint = await kit.token('demo.joint@example.com')
    const customer = await (
      await kit.call('GET', '/cas/v1/customers/BAC_1000000002?embed=all-persons', joint)
    ).json()
    const partner = customer._embedded.persons.find(
      (p: Person) => p.username === 'demo.joint.partner@example.com',
    )
    const other = await kit.call('PUT', path('BAC_1000000002', partner.id), joint, {
      language: 'de',
    })
    expect(await other.json()).toMatchObject({ status: 403, code: 'actionNotPermitted' })
  })
})
