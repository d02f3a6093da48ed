import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { servedLanguages } from '@portal/domain/markets'
import { describe, expect, it } from 'vitest'
import { loadMessages, type Messages } from './catalogue'
import { clientMessagePathsInUse, sourceFiles } from './client-message-usage'
import {
  clientMessages,
  clientNamespaces,
  customerNamespaces,
  offersTableMessages,
  screenNamespaces,
} from './client-messages'
import {
  accountMessagePaths,
  customerLayoutMessagePaths,
  customerMessagePaths,
  formTextPaths,
} from './customer-message-paths'

const portal = join(__dirname, '..')

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

  it('give the login and customer areas every message path their client modules read, and no other', () => {
    const inUse = clientMessagePathsInUse(portal).filter((path) =>
      customerNamespaces.includes(path.split('.')[0] as never),
    )
    // on a difference, the list to put into messages/customer-message-paths.ts
    expect([...customerMessagePaths]).toEqual(inUse)
  })

  const customerArea = 'app/[locale]/[variant]/(customer)'
  const isCustomerPath = (path: string) => customerNamespaces.includes(path.split('.')[0] as never)

  it('give every customer page only what the customer layout renders in the browser', () => {
    const inUse = clientMessagePathsInUse(portal, [`${customerArea}/layout.tsx`])
    expect([...customerLayoutMessagePaths]).toEqual(inUse.filter(isCustomerPath))
  })

  it("give every customer page with client forms its area's form texts, and only those", () => {
    const pages = sourceFiles(join(portal, customerArea)).filter((file) =>
      file.endsWith('/page.tsx'),
    )
    /** The area a file gives with `<CustomerFormTexts area="…">`. */
    const areaOf = (file: string) =>
      existsSync(file)
        ? readFileSync(file, 'utf8').match(/<CustomerFormTexts area="(\w+)"/)?.[1]
        : undefined
    const read: Record<string, Set<string>> = {}
    const withoutTexts: string[] = []
    for (const file of pages) {
      const page = relative(portal, file)
      const reads = clientMessagePathsInUse(portal, [page]).filter(
        (path) => isCustomerPath(path) && !customerLayoutMessagePaths.includes(path as never),
      )
      if (reads.length === 0) continue
      // the page itself, or the nearest layout of its folder or of a folder above it
      const folders = relative(join(portal, customerArea), dirname(file)).split(sep)
      const layouts = folders.map((_, depth) =>
        join(portal, customerArea, ...folders.slice(0, depth + 1), 'layout.tsx'),
      )
      const area = [file, ...layouts.reverse()].map(areaOf).find(Boolean)
      if (!area) withoutTexts.push(page)
      else read[area] = new Set([...(read[area] ?? []), ...reads])
    }
    expect(withoutTexts).toEqual([])
    // a path whose parent is read too is sent with the parent
    const whole = (paths: Set<string>) =>
      [...paths].filter((path) => ![...paths].some((other) => path.startsWith(`${other}.`))).sort()
    const expected = Object.fromEntries(
      Object.entries(read).map(([area, paths]) => [area, whole(paths)]),
    )
    // on a difference, the lists to put into formTextPaths (messages/customer-message-paths.ts)
    expect(formTextPaths).toEqual(expected)
  })

  it('leave the form texts out of customer pages without client forms', () => {
    const transactions = clientMessagePathsInUse(portal, [
      `${customerArea}/account-transactions/page.tsx`,
    ])
    expect(transactions.filter(isCustomerPath)).toEqual([])
    const dashboard = clientMessagePathsInUse(portal, [`${customerArea}/dashboard/page.tsx`])
    expect(dashboard).toContain('Savings.orders.cancel.title')
  })

  it('find the paths a client module reads through a hook, a template and a condition', () => {
    const inUse = clientMessagePathsInUse(portal)
    // lib/customer/use-data-form.tsx hands its `t` to the forms: what they read, not all
    expect(inUse).toContain('CustomerData.password.submit')
    expect(inUse).not.toContain('CustomerData')
    // `errors.${key}` in that hook
    expect(inUse).toContain('CustomerData.errors')
    // `type === 'PERSONAL' ? 'register.personal' : 'register.business'` in the register form
    expect(inUse).toEqual(
      expect.arrayContaining(['Auth.register.personal', 'Auth.register.business']),
    )
  })

  it('keep only those namespaces', async () => {
    const picked = clientMessages(await loadMessages('en'))
    expect(Object.keys(picked).sort()).toEqual([...clientNamespaces].sort())
  })

  it('add the account texts only where a layout asks for them, each path whole', async () => {
    const messages = await loadMessages('de')
    expect(clientMessages(messages)).not.toHaveProperty('Auth')
    const account = clientMessages(messages, accountMessagePaths)
    expect(account.Auth?.errors).toEqual(messages.Auth?.errors)
    expect(Object.keys(account)).not.toContain('CustomerData')
    const customer = clientMessages(messages, customerMessagePaths)
    const customerData = customer.CustomerData as Record<string, Record<string, unknown>>
    const allCustomerData = messages.CustomerData as Record<string, Record<string, unknown>>
    expect(customerData.password?.submit).toBe(allCustomerData.password?.submit)
    // texts only the server renders stay on the server: about half of these namespaces
    const size = (from: Messages) =>
      JSON.stringify(customerNamespaces.map((name) => from[name])).length
    expect(size(customer)).toBeLessThan(size(messages) * 0.6)
  })

  it.each(servedLanguages())('leave no %s path of the customer lists empty', async (language) => {
    const messages = await loadMessages(language)
    const lists = [customerMessagePaths, ...Object.values(formTextPaths)]
    const missing = lists.flatMap((paths) => {
      const picked = clientMessages(messages, paths)
      return paths.filter(
        (path) =>
          path
            .split('.')
            .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], picked) ===
          undefined,
      )
    })
    expect(missing).toEqual([])
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
