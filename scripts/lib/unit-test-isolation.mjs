// Unit test files that change what other files of the same worker would see: a module mock, a
// spy, a stub or fake timers. They run in a module graph of their own; every other file shares
// its worker's loaded modules (`isolate: false`), which saves loading them again for each file.
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const changesShared = /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\(/

/** The matching test files under `root` that mock, spy, stub or fake timers. */
export function testFilesWithMocks(root, patterns) {
  return globSync(patterns, { cwd: root }).filter((file) =>
    changesShared.test(readFileSync(join(root, file), 'utf8')),
  )
}

/**
 * Two Vitest projects over the same files: `name` shares modules between files, `name-mocked`
 * isolates the files that mock. Spread into `test.projects` (with `extends: true` where a root
 * config holds the rest).
 */
export function unitTestProjects({ root, include, name = 'unit', environment = 'node' }) {
  const mocked = testFilesWithMocks(root, include)
  return [
    {
      extends: true,
      test: { name, environment, pool: 'threads', isolate: false, include, exclude: mocked },
    },
    {
      extends: true,
      // a project needs a pattern: one that matches no file when nothing mocks
      test: {
        name: `${name}-mocked`,
        environment,
        pool: 'threads',
        include: mocked.length > 0 ? mocked : ['no-mocking-test-file'],
      },
    },
  ]
}
