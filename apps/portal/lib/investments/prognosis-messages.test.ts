import { describe, expect, it } from 'vitest'
import { prognosisFieldText } from './prognosis-messages'

/** A translator that writes the key and its values, as the catalogue would fill them in. */
const t = (key: string, values?: Record<string, string | number>) =>
  `${key} ${JSON.stringify(values ?? {})}`

describe("prognosisFieldText: an unreadable amount's example is written as the locale writes it", () => {
  it.each([
    ['de-de', '5.000,00'],
    ['nl-nl', '5.000,00'],
    ['de-ch', "5'000.00"],
    ['en-gb', '5,000.00'],
  ])('%s: %s', (locale, example) => {
    expect(prognosisFieldText(t, { key: 'notANumber' }, 'oneTimeInvestment', locale)).toBe(
      `field.notANumber ${JSON.stringify({ example })}`,
    )
  })
})
