import * as enumerations from '@portal/domain/enumeration-values'
import { servedLanguages } from '@portal/domain/markets'
import * as personCodes from '@portal/domain/person-codes'
import { describe, expect, it } from 'vitest'
import { loadMessages, type Messages } from '@/messages/catalogue'
import { unwordedCodeLists, wordedCodeLists } from './code-lists'

function objectAt(messages: Messages, path: string): Record<string, unknown> {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      messages,
    ) as Record<string, unknown>
}

describe('code lists shown as words', () => {
  it.each(servedLanguages())(
    '%s has words for every code of every shown list',
    async (language) => {
      const messages = await loadMessages(language)
      const missing = wordedCodeLists.flatMap(({ codes, messages: paths }) =>
        paths.flatMap((path) =>
          codes
            .filter((code) => typeof objectAt(messages, path)?.[code] !== 'string')
            .map((code) => `${path}.${code}`),
        ),
      )
      expect(missing).toEqual([])
    },
  )

  it('leave no list of the domain out: each is worded or says why it is never shown', () => {
    const classified = [...wordedCodeLists, ...unwordedCodeLists].map(({ codes }) =>
      codes.filter(Boolean).join(),
    )
    const exported: [string, unknown][] = Object.entries({ ...enumerations, ...personCodes })
    const domainLists = exported.filter((entry): entry is [string, readonly string[]] =>
      Array.isArray(entry[1]),
    )
    expect(
      domainLists
        .filter(([, codes]) => !classified.includes(codes.filter(Boolean).join()))
        .map(([name]) => name),
    ).toEqual([])
  })
})
