import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { servedLanguages } from '@portal/domain/markets'
import { describe, expect, it } from 'vitest'
import { loadMessages } from './catalogue'
import {
  accountNamespaces,
  clientMessages,
  clientNamespaces,
  customerNamespaces,
  offersTableMessages,
  screenNamespaces,
} from './client-messages'

const portal = join(__dirname, '..')

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : []
  })
}

describe('client messages', () => {
  it('include every namespace a component reads with useTranslations', () => {
    const used = ['app', 'components', 'lib']
      .flatMap((folder) => sourceFiles(join(portal, folder)))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/useTranslations\('([A-Za-z]+)/g)].map(
          (match) => match[1],
        ),
      )
    expect(
      [...new Set(used)].filter(
        (namespace) =>
          !clientNamespaces.includes(namespace as never) &&
          !screenNamespaces.includes(namespace as never) &&
          !customerNamespaces.includes(namespace as never),
      ),
    ).toEqual([])
  })

  it('keep only those namespaces', async () => {
    const picked = clientMessages(await loadMessages('en'))
    expect(Object.keys(picked).sort()).toEqual([...clientNamespaces].sort())
  })

  it('add the account texts only where a layout asks for them', async () => {
    const messages = await loadMessages('de')
    expect(clientMessages(messages)).not.toHaveProperty('Auth')
    expect(clientMessages(messages, accountNamespaces).Auth).toEqual(messages.Auth)
  })

  it.each(servedLanguages())(
    'give the offers table only existing %s messages',
    async (language) => {
      const picked = offersTableMessages(await loadMessages(language)).Offers as Record<
        string,
        unknown
      >
      expect(Object.entries(picked).filter(([, value]) => value === undefined)).toEqual([])
      expect(picked).not.toHaveProperty('field')
      expect(picked).not.toHaveProperty('filters')
    },
  )
})
