import { eq } from 'drizzle-orm'
import { deposits } from '../../db/schema'
import type { DepositRow } from './book-interest'
import { lockSettlementAccount } from './ledger-accounts'
import type { LedgerTx } from './ledger-transaction'

/**
 * Locks the settlement account of a deposit's customer and currency, then the deposit itself:
 * always in this order, so two operations never wait for each other in a cycle.
 */
export async function lockDeposit(
  tx: LedgerTx,
  depositId: string,
  customerId?: string,
): Promise<{ deposit: DepositRow; settlementId: string } | undefined> {
  const [unlocked] = await tx.select().from(deposits).where(eq(deposits.id, depositId))
  if (unlocked === undefined || (customerId !== undefined && unlocked.customerId !== customerId)) {
    return undefined
  }
  const settlement = await lockSettlementAccount(tx, unlocked.customerId, unlocked.currency)
  const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, depositId)).for('update')
  return deposit === undefined ? undefined : { deposit, settlementId: settlement.id }
}
