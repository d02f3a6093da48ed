import { referralLeadStatuses } from '@portal/api-clients/contracts/customers'
import { describe, expect, it } from 'vitest'
import {
  canTransition,
  depositMachineOf,
  noticeDepositTransitions,
  orderTransitions,
  referralLeadTransitions,
  StateTransitionError,
  termDepositTransitions,
  transition,
} from './state-machines'

describe('order state machine', () => {
  it.each([
    ['pending_funding', 'forwarded', true],
    ['pending_funding', 'cancelled', true],
    ['forwarded', 'active', true],
    ['forwarded', 'rejected', true],
    ['forwarded', 'cancelled', false], // too late: the money is on its way to the bank
    ['pending_funding', 'active', false],
    ['cancelled', 'forwarded', false],
    ['active', 'cancelled', false],
    ['rejected', 'active', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(orderTransitions, from, to)).toBe(allowed)
  })
})

describe('deposit state machines', () => {
  it.each([
    ['term', 'active', 'matured', true, termDepositTransitions],
    ['term', 'matured', 'paid_out', true, termDepositTransitions],
    ['term', 'matured', 'prolonged', true, termDepositTransitions],
    ['term', 'active', 'paid_out', false, termDepositTransitions],
    ['term', 'paid_out', 'prolonged', false, termDepositTransitions],
    ['notice', 'active', 'notice_given', true, noticeDepositTransitions],
    ['notice', 'notice_given', 'paid_out', true, noticeDepositTransitions],
    ['notice', 'active', 'paid_out', false, noticeDepositTransitions],
    // after a partial notice is paid out the account is open again with the rest
    ['notice', 'notice_given', 'active', true, noticeDepositTransitions],
    ['notice', 'paid_out', 'active', false, noticeDepositTransitions],
  ])('%s deposit %s → %s: %s', (_name, from, to, allowed, machine) => {
    expect(canTransition(machine, from, to)).toBe(allowed)
  })

  it.each([
    ['TERM', termDepositTransitions],
    ['NOTICE', noticeDepositTransitions],
  ])('%s deposits follow their machine', (type, machine) => {
    expect(depositMachineOf(type)).toBe(machine)
  })

  it('lets an overnight deposit change no status', () => {
    expect(canTransition(depositMachineOf('OVERNIGHT'), 'active', 'paid_out')).toBe(false)
  })
})

describe('referral lead state machine', () => {
  it.each([
    ['REGISTERED', 'FIRST_DEPOSIT', true],
    ['FIRST_DEPOSIT', 'REWARDED', true],
    ['REGISTERED', 'REWARDED', false], // the first deposit comes first
    ['REWARDED', 'FIRST_DEPOSIT', false],
    ['REWARDED', 'REWARDED', false], // a bonus is paid once
    ['EXPIRED', 'REGISTERED', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(referralLeadTransitions, from, to)).toBe(allowed)
  })

  it('lists every status of the contract', () => {
    expect(Object.keys(referralLeadTransitions).sort()).toEqual([...referralLeadStatuses].sort())
  })
})

describe('transition', () => {
  it('returns the new status when allowed', () => {
    expect(transition(orderTransitions, 'pending_funding', 'forwarded')).toBe('forwarded')
  })

  it('throws on a step the table does not list', () => {
    expect(() => transition(orderTransitions, 'forwarded', 'cancelled')).toThrow(
      StateTransitionError,
    )
  })
})
