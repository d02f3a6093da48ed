import type { DataConfirmation } from '@portal/api-clients/contracts/customers'
import {
  dataConfirmationDueBy,
  isDataConfirmationDue,
} from '@portal/domain/customer-data/data-confirmation-due'
import { calendarDateOf } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import type { SandboxClock } from '../../clock/sandbox-clock'
import type { SandboxOrm } from '../../db/database'
import { customerAccounts, dataConfirmations } from '../../db/schema'

/**
 * When the account's data was last confirmed and when it is due again: a year after the last
 * confirmation, or after the registration when there was none.
 */
export async function dataConfirmationOf(
  orm: SandboxOrm,
  clock: SandboxClock,
  customerId: string,
): Promise<DataConfirmation> {
  const [account] = await orm
    .select({ registrationDate: customerAccounts.registrationDate })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, customerId))
  const [confirmation] = await orm
    .select()
    .from(dataConfirmations)
    .where(eq(dataConfirmations.customerId, customerId))
  const confirmedAt = confirmation ? new Date(confirmation.confirmedAt).toISOString() : null
  const dueBy = dataConfirmationDueBy(
    confirmedAt?.slice(0, 10) ?? null,
    account?.registrationDate ?? calendarDateOf(await clock.now()),
  )
  return { confirmedAt, dueBy, due: isDataConfirmationDue(dueBy, await clock.today()) }
}
