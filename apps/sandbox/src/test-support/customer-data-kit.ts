import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { DataChangePurpose } from '@portal/api-clients/contracts/user-account'
import type { RoleName } from '@portal/domain'
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { hashPassword, seedSaltFor } from '../auth/password-hash'
import type { Database } from '../db/database'
import { personRoles, persons, smsOutbox, users } from '../db/schema'
import { demoPassword, logIn } from './identity-requests'
import { openTestDatabase } from './seeded-database'
import { createTestApp } from './test-app'

/** A seeded sandbox with the customer-data services, demo controls on, depot in a temp dir. */
export async function openCustomerDataKit() {
  const database = await openTestDatabase({ seed: true })
  const depotDirectory = await mkdtemp(path.join(tmpdir(), 'sandbox-depot-'))
  const { app } = await createTestApp(database, {}, { demoControls: true, depotDirectory })
  return new CustomerDataKit(database, app, depotDirectory)
}

export class CustomerDataKit {
  private personas = 0

  constructor(
    readonly database: Database,
    readonly app: Hono,
    readonly depotDirectory: string,
  ) {}

  async token(username: string, password = demoPassword): Promise<string> {
    return (await logIn(this.app, username, password)).access_token
  }

  call(
    method: string,
    url: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return this.app.request(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  }

  /** The last mTAN the SMS outbox holds for a challenge or change id. */
  async mtanOf(challengeId: string): Promise<string> {
    const [sms] = await this.database.orm
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.challengeId, challengeId))
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1]
    if (code === undefined) throw new Error(`no mTAN sent for ${challengeId}`)
    return code
  }

  /** Asks for a data-change challenge bound to `change`, verifies it, returns its id. */
  async confirmedChallenge(
    token: string,
    customerId: string,
    purpose: DataChangePurpose,
    change: Record<string, unknown>,
  ): Promise<string> {
    const created = await this.call(
      'POST',
      `/scas/api/v2/customers/${customerId}/data-change-challenges`,
      token,
      { purpose, change },
    )
    if (created.status !== 201)
      throw new Error(`challenge: ${created.status} ${await created.text()}`)
    const { challengeId } = (await created.json()) as { challengeId: string }
    const verified = await this.call(
      'POST',
      `/scas/api/v2/customers/${customerId}/data-change-challenges/${challengeId}/verification`,
      token,
      { code: await this.mtanOf(challengeId) },
    )
    if (verified.status !== 200) throw new Error(`verification: ${verified.status}`)
    return challengeId
  }

  /**
   * A new login whose person holds exactly `roles` (ACTIVE) on an existing account: the way to
   * test each role on each action. Returns its token and person id.
   */
  async personaWith(customerId: string, roles: RoleName[], status = 'ACTIVE') {
    this.personas += 1
    const tag = `${customerId}-${roles.join('-')}-${status}-${this.personas}`.toLowerCase()
    const username = `${tag.replaceAll('_', '.')}@example.com`
    const [template] = await this.database.orm.select().from(persons).limit(1)
    if (template === undefined) throw new Error('no seeded person')
    const personId = `person-${tag}`
    await this.database.orm.insert(persons).values({
      ...template,
      id: personId,
      personId: `P-${tag}`,
      username,
      contactDetails: { email: username, phoneNumber: '+49 1512 3456789' },
    })
    await this.database.orm.insert(users).values({
      id: `user-${tag}`,
      username,
      passwordHash: hashPassword(demoPassword, seedSaltFor(username)),
      personId,
      bacNumbers: [customerId],
      createdAt: new Date().toISOString(),
    })
    for (const [index, name] of roles.entries()) {
      await this.database.orm
        .insert(personRoles)
        .values({ id: `role-${tag}-${index}`, customerId, personId, name, status })
    }
    return { token: await this.token(username), personId, username }
  }
}
