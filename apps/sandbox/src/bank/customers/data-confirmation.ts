import type { DataConfirmation } from '@portal/api-clients/contracts/customers'
import {
  dataConfirmationDueBy,
  isDataConfirmationDue,
} from '@portal/domain/customer-data/data-confirmation-due'
import { calendarDateOf } from '@portal/domain/money/calendar-date'
import { eq, sql } from 'drizzle-orm'
import type { SandboxClock } from '../../clock/sandbox-clock'
import type { SandboxOrm } from '../../db/database'
import { preparedPerDatabase } from '../../db/prepared'
import { customerAccounts, dataConfirmations } from '../../db/schema'

/**
 * When the account's data was last confirmed and when it is due again: a year after the last
 * confirmation, or after the registration when there was none.
 */
const confirmationRow = preparedPerDatabase((orm) =>
  orm
    .select({
      registrationDate: customerAccounts.registrationDate,
      lastConfirmedAt: dataConfirmations.confirmedAt,
    })
    .from(customerAccounts)
    .leftJoin(dataConfirmations, eq(dataConfirmations.customerId, customerAccounts.id))
    .where(eq(customerAccounts.id, sql.placeholder('customerId')))
    .prepare('data_confirmation'),
)

export async function dataConfirmationOf(
  orm: SandboxOrm,
  clock: SandboxClock,
  customerId: string,
): Promise<DataConfirmation> {
  const [account] = await confirmationRow(orm).execute({ customerId })
  const confirmedAt = account?.lastConfirmedAt
    ? new Date(account.lastConfirmedAt).toISOString()
    : null
  const dueBy = dataConfirmationDueBy(
    confirmedAt?.slice(0, 10) ?? null,
    account?.registrationDate ?? calendarDateOf(await clock.now()),
  )
  return { confirmedAt, dueBy, due: isDataConfirmationDue(dueBy, await clock.today()) }
}
