import { describe, expect, it } from 'vitest'
import { rawCodesInHtml } from './raw-codes'

describe('raw codes in server-rendered HTML', () => {
  it('finds a schema enum value or a distributor shown as it is', () => {
    const html =
      '<dd>MATURITY</dd><span><!-- -->notice_given</span><td> TRANSFER_IN </td><p>ZINSPILOT_FR</p>'
    expect(rawCodesInHtml(html)).toEqual([
      'MATURITY',
      'notice_given',
      'TRANSFER_IN',
      'ZINSPILOT_FR',
    ])
  })

  it('leaves words, numbers, attributes and a code word inside a text (React’s separators joined) alone', () => {
    const html =
      '<option value="ANNUAL">Jährlich</option><td>50</td><p>Vertrieb: ZINSPILOT_DE-Partner</p><span>Account holder<!-- --> · <!-- -->active</span>'
    expect(rawCodesInHtml(html)).toEqual([])
  })
})
