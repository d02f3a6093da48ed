import { describe, expect, it } from 'vitest'
import {
  canTransition,
  depositMachineOf,
  noticeDepositTransitions,
  orderTransitions,
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
    [termDepositTransitions, 'active', 'matured', true],
    [termDepositTransitions, 'matured', 'paid_out', true],
    [termDepositTransitions, 'matured', 'prolonged', true],
    [termDepositTransitions, 'active', 'paid_out', false],
    [termDepositTransitions, 'paid_out', 'prolonged', false],
    [noticeDepositTransitions, 'active', 'notice_given', true],
    [noticeDepositTransitions, 'notice_given', 'paid_out', true],
    [noticeDepositTransitions, 'active', 'paid_out', false],
    [noticeDepositTransitions, 'notice_given', 'active', false],
  ])('%#: %s → %s: %s', (machine, from, to, allowed) => {
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
