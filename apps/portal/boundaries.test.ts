import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { routeIds, routes } from './lib/routes'
import { fileRoutes } from './lib/routing/href'

/**
 * Where code may live in the portal (issue #25):
 * - only route files (`page.tsx`, `layout.tsx`, `route.ts`, `error.tsx`, `not-found.tsx`), server
 *   actions (`'use server'` modules) and `lib/` modules call the backend boundary; a component,
 *   in `components/` or beside a route in `app/`, never reaches `lib/backend/` through its value
 *   imports (type imports and the pure result shape `lib/backend/service-result.ts` aside;
 *   importing a server action is calling it, not reaching through it);
 * - links come from the route table (`lib/routing/href`): no `.tsx` file of `components/` or
 *   `app/` writes a portal path as a string, only asset paths (`/assets/…`) and API routes
 *   (`/api/…`), which are no pages;
 * - `components/` holds components: `.tsx` files whose exports are components (PascalCase), the
 *   hooks of the context they provide (`use…`) and types, or their stories (`*.stories.tsx`).
 *   Rules, parsers, fixtures and server actions live in `lib/<feature>/`, `.storybook/` or `app/`.
 */
const root = dirname(fileURLToPath(import.meta.url))
const sourceExtensions = ['.ts', '.tsx']

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name)
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path]
  })
}

const isSource = (path: string) => sourceExtensions.some((extension) => path.endsWith(extension))
const isStoryOrTest = (path: string) => /\.(stories|test)\.tsx?$/.test(path)
const text = (path: string) => readFileSync(join(root, path), 'utf8')
const isServerActionModule = (path: string) => /^\s*['"]use server['"]/.test(text(path))

const routeEntryFiles = new Set([
  'page.tsx',
  'layout.tsx',
  'route.ts',
  'error.tsx',
  'not-found.tsx',
])
const isRouteEntry = (path: string) =>
  routeEntryFiles.has(path.split('/').at(-1) ?? '') || isServerActionModule(path)

/** The portal files a module imports for their values (type-only imports left out). */
function valueImportsOf(path: string, source = text(path)): string[] {
  const specifiers: string[] = []
  const statements = source.matchAll(
    /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )
  for (const [, , typeOnly, clause = '', fromSpecifier, dynamicSpecifier] of statements) {
    if (dynamicSpecifier) {
      specifiers.push(dynamicSpecifier)
      continue
    }
    if (typeOnly || !fromSpecifier) continue
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1]
    const allTypes =
      names
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type ')) === true
    if (!allTypes) specifiers.push(fromSpecifier)
  }
  return specifiers.flatMap((specifier) => {
    const resolved = resolveImport(path, specifier)
    return resolved ? [resolved] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = specifier.slice(2)
  else if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier))
  else return null
  const candidates = [base, ...sourceExtensions.map((extension) => `${base}${extension}`)]
  for (const candidate of [...candidates, ...sourceExtensions.map((e) => `${base}/index${e}`)]) {
    try {
      if (isSource(candidate) && statSync(join(root, candidate)).isFile()) return candidate
    } catch {
      // not this candidate
    }
  }
  return null
}

const backendShape = 'lib/backend/service-result.ts'
const isBackendModule = (path: string) => path.startsWith('lib/backend/') && path !== backendShape

/** The chain of imports by which `start` reaches the backend boundary, or null. */
function pathToBackend(start: string): string[] | null {
  const seen = new Set<string>()
  const walk = (path: string, chain: string[]): string[] | null => {
    if (seen.has(path)) return null
    seen.add(path)
    for (const imported of valueImportsOf(path)) {
      if (isBackendModule(imported)) return [...chain, imported]
      if (isServerActionModule(imported)) continue
      const found = walk(imported, [...chain, imported])
      if (found) return found
    }
    return null
  }
  return walk(start, [start])
}

const componentFiles = filesUnder('components').filter((path) => !isStoryOrTest(path))
const routeNeighbours = filesUnder('app').filter(
  (path) => isSource(path) && !isStoryOrTest(path) && !isRouteEntry(path),
)

describe('components receive data', () => {
  it.each([...componentFiles, ...routeNeighbours].filter(isSource))(
    '%s does not reach lib/backend',
    (path) => {
      expect(pathToBackend(path)?.join(' → ') ?? null).toBeNull()
    },
  )
})

/** Why a file of `components/` is not a component module, or null when it is one. */
function notAComponentModule(path: string, source: string): string | null {
  if (path.endsWith('.stories.tsx')) return null
  if (!path.endsWith('.tsx')) return 'not a .tsx file'
  if (/^\s*['"]use server['"]/.test(source)) return 'a server action module'
  const exported = [
    ...source.matchAll(
      /export\s+(?:default\s+)?(?:async\s+)?(?:function|const|let|class)\s+(\w+)/g,
    ),
  ].map((match) => match[1] ?? '')
  for (const list of source.matchAll(/export\s+\{([^}]*)\}/g)) {
    for (const name of (list[1] ?? '').split(',')) {
      const trimmed = name.trim()
      if (trimmed && !trimmed.startsWith('type '))
        exported.push(trimmed.split(/\s+as\s+/).at(-1) ?? '')
    }
  }
  const other = exported.filter((name) => !/^[A-Z]/.test(name) && !/^use[A-Z]/.test(name))
  if (other.length > 0) return `exports ${other.join(', ')}, which are no components`
  if (!exported.some((name) => /^[A-Z]/.test(name))) return 'exports no component'
  return null
}

describe('components/ holds components', () => {
  it.each(filesUnder('components'))('%s is a component module or its story', (path) => {
    expect(notAComponentModule(path, text(path))).toBeNull()
  })

  it('tells rules, parsers, hooks and actions apart from components', () => {
    const tsx = 'components/x/y.tsx'
    expect(notAComponentModule('components/x/term.ts', '')).toBe('not a .tsx file')
    expect(notAComponentModule(tsx, "'use server'\nexport async function save() {}")).toBe(
      'a server action module',
    )
    expect(notAComponentModule(tsx, 'export const insuranceKey = () => 1')).toMatch(/insuranceKey/)
    expect(notAComponentModule(tsx, 'export function useDataForm() {}')).toBe(
      'exports no component',
    )
    expect(notAComponentModule(tsx, 'export function A() {}\nexport function useA() {}')).toBeNull()
    expect(notAComponentModule('components/x/y.stories.tsx', 'export default {}')).toBeNull()
  })

  it('follows value imports only, through the portal’s own modules', () => {
    const source = [
      "import type { Session } from '@/lib/session/get-session'",
      "import { type ServiceFailure } from '@/lib/backend/service-result'",
      "import { getOffer } from '@/lib/backend/deposits'",
      "export { termLabel } from '@/lib/offers/term-label'",
      "import { Alert } from '@portal/ui/alert'",
    ].join('\n')
    expect(valueImportsOf('components/x/y.tsx', source)).toEqual([
      'lib/backend/deposits.ts',
      'lib/offers/term-label.ts',
    ])
  })
})

describe('the rule finds what it forbids', () => {
  it('a chain through a lib loader to the backend is found', () => {
    expect(pathToBackend('lib/tasks/task-sources.ts')?.at(-1)).toMatch(/^lib\/backend\//)
  })
})

/** Every static segment of the route table and the file routes: what a portal path is made of. */
const portalSegments = new Set(
  [...routeIds.map((id) => routes[id].path), ...Object.values(fileRoutes)].flatMap((path) =>
    path.split('/').filter((segment) => segment !== '' && !segment.startsWith('[')),
  ),
)
const allowedPrefixes = ['/assets/', '/api/']

/** String and template literals of a source that read like a portal path (comments left out). */
function pathLiteralsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
  const literals = code.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)
  return [...literals]
    .map((match) => match[2] ?? '')
    .filter((value) => {
      const path = /^(?:\/?\$\{[^}]*\})?(\/[\w-]+)/.exec(value)?.[1]
      return (
        path !== undefined &&
        portalSegments.has(path.slice(1)) &&
        !allowedPrefixes.some((prefix) => value.startsWith(prefix))
      )
    })
}

describe('links come from the route table', () => {
  const linkingFiles = [...filesUnder('components'), ...filesUnder('app')].filter(
    (path) => path.endsWith('.tsx') && !isStoryOrTest(path),
  )
  it.each(linkingFiles)('%s writes no portal path', (path) => {
    expect(pathLiteralsOf(text(path))).toEqual([])
  })

  it('finds the paths a component could write, not other text', () => {
    const template = (text: string) => `\`${text.replaceAll('{', '${')}\``
    const source = [
      "const a = '/dashboard'",
      `const b = ${template('/{locale}/banks/{slug}')}`,
      `const c = ${template('{base}/tax-summary')}`,
      "const d = '/assets/banks/logo.svg'",
      "// see '/dashboard' in the route table",
      "const e = 'and/or'",
      "const f = 'https://example.com/dashboard'",
    ].join('\n')
    expect(pathLiteralsOf(source)).toEqual([
      '/dashboard',
      template('/{locale}/banks/{slug}').slice(1, -1),
      template('{base}/tax-summary').slice(1, -1),
    ])
  })
})
