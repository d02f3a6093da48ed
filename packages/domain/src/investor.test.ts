import { describe, expect, it } from 'vitest'
import { accountStatuses } from './enumerations'
import { deriveInvestorStatus, deriveInvestorType } from './investor'

describe('deriveInvestorStatus', () => {
  // Spec section 4: "Registered, identified or pending servicing-bank acceptance gives
  // non-exported; any other status gives exported."
  it.each([
    ['REGISTERED', 'non-exported'],
    ['IDENTIFIED', 'non-exported'],
    ['PENDING_SERVICING_BANK_ACCEPTANCE', 'non-exported'],
    ['ACTIVE', 'exported'],
    ['REJECTED', 'exported'],
    ['DELETION_INITIATED', 'exported'],
    ['DELETED', 'exported'],
    ['TERMINATION_REQUESTED', 'exported'],
    ['TERMINATION_INITIATED', 'exported'],
    ['TERMINATED', 'exported'],
    ['SOMETHING_NEW', 'exported'],
  ])('%s gives %s', (status, expected) => {
    expect(deriveInvestorStatus(status)).toBe(expected)
  })

  it('covers every account status of the enumeration', () => {
    expect(
      accountStatuses.map(deriveInvestorStatus).filter((s) => s === 'non-exported'),
    ).toHaveLength(3)
  })
})

describe('deriveInvestorType', () => {
  // Spec section 4: "Customer type BUSINESS gives investor type business; anything else gives retail."
  it.each([
    ['BUSINESS', 'business'],
    ['PERSONAL', 'retail'],
    ['JOINT', 'retail'],
    ['business', 'retail'],
    [undefined, 'retail'],
  ])('%s gives %s', (type, expected) => {
    expect(deriveInvestorType(type)).toBe(expected)
  })
})
