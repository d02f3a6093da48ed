import type { MarketLanguage } from '@portal/domain/markets'
import { describe, expect, it } from 'vitest'
import { textsIn } from './catalogues'
import { payeeText } from './payee-text'

describe('payeeText: the payee of an SMS, notice or statement in the reader’s words', () => {
  it.each<[MarketLanguage, string, string]>([
    ['en', 'DE89370400440532013000', 'DE89370400440532013000'],
    ['en', 'ABA021000021483920175512', '483920175512 (routing number 021000021)'],
    ['de', 'ABA021000021483920175512', '483920175512 (ABA-Routingnummer 021000021)'],
    ['fr', 'ABA021000021483920175512', '483920175512 (numéro de routage ABA 021000021)'],
    ['pl', 'ABA021000021483920175512', '483920175512 (numer rozliczeniowy ABA 021000021)'],
    // a key whose routing number fails its check digit is shown as it was given
    ['en', 'ABA021000022483920175512', 'ABA021000022483920175512'],
  ])('%s: %s → %s', (language, key, text) => {
    const texts = textsIn(language)
    expect(payeeText(key, texts.sms.abaAccount)).toBe(text)
    expect(payeeText(key, texts.savingsNotices.abaAccount)).toBe(text)
    expect(payeeText(key, texts.documents.payoutStatement.abaAccount)).toBe(text)
  })
})
