// Test support: which message paths the portal's browser code reads. Parses every client module
// (a 'use client' file and every file it imports, transitively) with TypeScript and follows each
// `useTranslations` result to its calls. Read by client-messages.test.ts only.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'

/** The TypeScript files under `directory`, without tests and stories. */
export function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry)
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry) && !/\.(test|stories)\.tsx?$/.test(entry) ? [path] : []
  })
}

type Sources = Map<string, ts.SourceFile>

function readSources(portal: string): Sources {
  return new Map(
    ['app', 'components', 'lib']
      .flatMap((folder) => sourceFiles(join(portal, folder)))
      .map((path) => [
        path,
        ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
      ]),
  )
}

const isClientModule = (file: ts.SourceFile) => /^['"]use client['"]/.test(file.text)

/**
 * The client modules: with `entries` (files under the portal), those their render reaches (the
 * server modules are walked to each 'use client' boundary, then everything below it); without,
 * every 'use client' file and all it imports.
 */
function clientModules(portal: string, sources: Sources, entries?: readonly string[]): string[] {
  const resolveImport = (from: string, specifier: string) => {
    const base = specifier.startsWith('@/')
      ? join(portal, specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : undefined
    if (!base) return undefined
    return [`${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find(
      (candidate) => sources.has(candidate),
    )
  }
  const importsOf = (path: string) =>
    (sources.get(path)?.statements ?? []).flatMap((statement) =>
      ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly
        ? [resolveImport(path, (statement.moduleSpecifier as ts.StringLiteral).text) ?? []].flat()
        : [],
    )
  const client = new Set<string>()
  const visited = new Set<string>()
  const walk = (path: string, below: boolean) => {
    const inClient = below || isClientModule(sources.get(path) as ts.SourceFile)
    const key = `${inClient} ${path}`
    if (visited.has(key)) return
    visited.add(key)
    if (inClient) client.add(path)
    for (const imported of importsOf(path)) walk(imported, inClient)
  }
  const starts = entries?.map((entry) => join(portal, entry)) ?? [...sources.keys()]
  for (const start of starts) {
    if (!entries && !isClientModule(sources.get(start) as ts.SourceFile)) continue
    walk(start, false)
  }
  return [...client]
}

/**
 * The message paths a key expression can reach below `namespace`: a literal key itself, a
 * template's fixed start (`errors.${code}` → errors), both arms of a condition; anything else
 * the whole namespace.
 */
function keyPaths(namespace: string, key: ts.Expression | undefined): string[] {
  const path = (...parts: string[]) => parts.filter(Boolean).join('.')
  if (!key) return [namespace]
  if (ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key))
    return [path(namespace, key.text)]
  if (ts.isAsExpression(key) || ts.isParenthesizedExpression(key))
    return keyPaths(namespace, key.expression)
  if (ts.isConditionalExpression(key))
    return [...keyPaths(namespace, key.whenTrue), ...keyPaths(namespace, key.whenFalse)]
  if (ts.isTemplateExpression(key)) {
    const dot = key.head.text.lastIndexOf('.')
    return [path(namespace, dot > 0 ? key.head.text.slice(0, dot) : '')]
  }
  return [namespace]
}

interface Analysis {
  sources: Sources
  /** The paths each client module reads itself. */
  pathsByModule: Map<string, Set<string>>
}

/** Parsed and read once per portal folder: a test asks for many pages. */
const analyses = new Map<string, Analysis>()

function analyse(portal: string): Analysis {
  const sources = readSources(portal)
  let used = new Set<string>()
  /** Hooks that hand their `t` on (`const { t } = useDataForm()`), by name: its namespace. */
  const hooks = new Map<string, string>()

  const follow = (name: ts.Identifier, namespace: string, declaration: ts.Node) => {
    let scope: ts.Node = declaration
    while (!ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent
    const hook = ts.isFunctionLike(scope) && scope.name?.getText()
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && node.text === name.text && node !== name) {
        const parent = node.parent
        if (ts.isCallExpression(parent) && parent.expression === node)
          for (const path of keyPaths(namespace, parent.arguments[0])) used.add(path)
        else if (
          ts.isPropertyAccessExpression(parent) &&
          ts.isCallExpression(parent.parent) &&
          parent.parent.expression === parent
        )
          for (const path of keyPaths(namespace, parent.parent.arguments[0])) used.add(path)
        else if (ts.isShorthandPropertyAssignment(parent) && hook && /^use[A-Z]/.test(hook))
          hooks.set(hook, namespace)
        // handed to a helper or a child: everything below the namespace
        else if (!ts.isBindingElement(parent)) used.add(namespace)
      }
      ts.forEachChild(node, visit)
    }
    visit(scope)
  }

  const scan = (file: ts.SourceFile) => {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const declaration = node.parent
        const callee = node.expression.text
        if (callee === 'useTranslations') {
          const [argument] = node.arguments
          const namespace = argument && ts.isStringLiteral(argument) ? argument.text : ''
          if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name))
            follow(declaration.name, namespace, declaration)
          else used.add(namespace)
        } else if (hooks.has(callee)) {
          const namespace = hooks.get(callee) ?? ''
          const elements =
            ts.isVariableDeclaration(declaration) && ts.isObjectBindingPattern(declaration.name)
              ? declaration.name.elements
              : undefined
          // `const { t } = useDataForm()`: followed; kept whole (`form.t`, `...rest`): everything
          if (!elements || elements.some((element) => element.dotDotDotToken)) used.add(namespace)
          for (const element of elements ?? [])
            if (
              ts.isIdentifier(element.name) &&
              (element.propertyName ?? element.name).getText() === 't'
            )
              follow(element.name, namespace, declaration)
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  const all = clientModules(portal, sources)
  // first every client module, for the hooks that hand a `t` on; then each module's own paths
  for (const path of all) scan(sources.get(path) as ts.SourceFile)
  const pathsByModule = new Map<string, Set<string>>()
  for (const path of all) {
    used = new Set()
    scan(sources.get(path) as ts.SourceFile)
    pathsByModule.set(path, used)
  }
  return { sources, pathsByModule }
}

/**
 * Every path the client modules read (those `entries` render, or all), each with no path above
 * it in the list (sorted).
 */
export function clientMessagePathsInUse(portal: string, entries?: readonly string[]): string[] {
  const analysis = analyses.get(portal) ?? analyse(portal)
  analyses.set(portal, analysis)
  const client = entries
    ? clientModules(portal, analysis.sources, entries)
    : [...analysis.pathsByModule.keys()]
  const paths = [
    ...new Set(client.flatMap((path) => [...(analysis.pathsByModule.get(path) ?? [])])),
  ].sort()
  return paths.filter(
    (path) => !paths.some((other) => other === '' || path.startsWith(`${other}.`)),
  )
}
