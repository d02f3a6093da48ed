import type { SavingsLedger } from '../../bank/ledger/savings-ledger'

/** A handler that first lets the bank's batch book whatever fell due (interest, openings, …). */
export const afterBatch =
  (ledger: SavingsLedger) =>
  <I, T>(handle: (input: I) => Promise<T>) =>
  async (input: I): Promise<T> => {
    await ledger.catchUp()
    return handle(input)
  }
