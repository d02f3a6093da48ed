import { describe, expect, it } from 'vitest'
import { configuratorQuery, readConfiguratorForm } from './configurator-form'

describe('readConfiguratorForm', () => {
  it('is untouched until the form is sent', () => {
    expect(readConfiguratorForm({}).validation).toBeNull()
  })

  it('accepts whole percents summing to 100 and ignores empty and zero funds', () => {
    const form = readConfiguratorForm({
      w_IE000MRDW015: '70',
      w_LU2718AUG018: '30',
      w_IE000MRDM057: '0',
      w_IE000MRDE039: '',
    })
    expect(form.validation).toMatchObject({ ok: true })
    if (form.validation?.ok)
      expect(form.validation.holdings.map((h) => h.weightBasisPoints)).toEqual([7000, 3000])
  })

  it.each([
    [{ w_IE000MRDW015: '70', w_LU2718AUG018: '20' }, 'weightsDoNotSumTo100', 90],
    [{ w_IE000MRDW015: '70,5', w_LU2718AUG018: '30' }, 'notANumber', 30],
    [{ w_IE000MRDW015: '0' }, 'noEtf', 0],
  ])('refuses %j (%s)', (query, reason, total) => {
    const form = readConfiguratorForm(query)
    expect(form.validation).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([expect.objectContaining({ reason })]),
    })
    expect(form.totalPercent).toBe(total)
  })

  it('sends the typed weights on', () => {
    expect(configuratorQuery({ IE000MRDW015: '70', LU2718AUG018: '' })).toBe('w_IE000MRDW015=70')
  })
})
