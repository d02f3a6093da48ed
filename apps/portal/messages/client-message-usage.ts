// Test support: which message paths the portal's browser code reads. Parses every client module
// (a 'use client' file and every file it imports, transitively) with TypeScript and follows each
// `useTranslations` result to its calls. Read by client-messages.test.ts only.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry)
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry) && !/\.(test|stories)\.tsx?$/.test(entry) ? [path] : []
  })
}

function clientModules(portal: string, sources: Map<string, ts.SourceFile>): string[] {
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
  const client = new Set(
    [...sources].filter(([, file]) => /^['"]use client['"]/.test(file.text)).map(([path]) => path),
  )
  const queue = [...client]
  for (let path = queue.pop(); path; path = queue.pop()) {
    for (const statement of sources.get(path)?.statements ?? []) {
      if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue
      const imported = resolveImport(path, (statement.moduleSpecifier as ts.StringLiteral).text)
      if (imported && !client.has(imported)) {
        client.add(imported)
        queue.push(imported)
      }
    }
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

/** Every path read, each with no path above it in the list (sorted). */
export function clientMessagePathsInUse(portal: string): string[] {
  const sources = new Map(
    ['app', 'components', 'lib']
      .flatMap((folder) => sourceFiles(join(portal, folder)))
      .map((path) => [
        path,
        ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
      ]),
  )
  const client = clientModules(portal, sources)
  const used = new Set<string>()
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
  // twice: the first pass finds the hooks that hand a `t` on, the second their callers
  for (const pass of [1, 2]) {
    if (pass === 2) used.clear()
    for (const path of client) scan(sources.get(path) as ts.SourceFile)
  }
  const paths = [...used].sort()
  return paths.filter(
    (path) => !paths.some((other) => other === '' || path.startsWith(`${other}.`)),
  )
}
