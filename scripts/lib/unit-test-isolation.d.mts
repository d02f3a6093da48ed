import type { TestProjectInlineConfiguration } from 'vitest/config'

/** The matching test files under `root` that mock, spy, stub or fake timers. */
export function testFilesWithMocks(root: string, patterns: string[]): string[]

/** Two projects over the files: modules shared between files, and the mocking files isolated. */
export function unitTestProjects(options: {
  root: string
  include: string[]
  name?: string
  environment?: string
}): TestProjectInlineConfiguration[]
