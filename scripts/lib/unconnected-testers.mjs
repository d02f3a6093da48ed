// What a `vitest run` output says about browser testers that never connected. @vitest/browser
// (5.1.2 included) keeps a tester waiting on its first WebSocket attempt when that attempt drops
// and a reconnect succeeds (vitest-dev/vitest#10166): on a loaded machine a story file then ends
// with "Cannot connect to the server in 60 seconds" before any of its tests ran.

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/**
 * The test files whose tester never connected, when that is the run's only problem (no failed
 * test or file, as many errors as such files); otherwise none, and the run's failure stands.
 */
export function unconnectedTestFiles(output) {
  const plain = output.replace(ansi, '')
  const files = [
    ...plain.matchAll(
      /Failed to run the test (\S+)\.\n(?:.*\n){0,3}?.*Caused by: Error: Cannot connect to the server in \d+ seconds/g,
    ),
  ].map((match) => match[1])
  const errors = Number(/Errors\s+(\d+) errors?/.exec(plain)?.[1] ?? 0)
  const failed = /(Test Files|Tests)\s+\d+ failed/.test(plain)
  return files.length > 0 && !failed && errors === files.length ? [...new Set(files)] : []
}
