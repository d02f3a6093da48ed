import assert from 'node:assert/strict'
import { test } from 'node:test'
import { unconnectedTestFiles } from '../lib/unconnected-testers.mjs'

// The end of a real CI run's output (colours as vitest prints them), shortened.
const esc = String.fromCharCode(27)
const unconnectedRun = `
 ✓  unit  lib/offers/residence.test.ts (4 tests) 4ms
${esc}[31m⎯⎯⎯⎯⎯⎯${esc}[39m${esc}[1m${esc}[41m Unhandled Error ${esc}[49m${esc}[22m${esc}[31m⎯⎯⎯⎯⎯⎯⎯${esc}[39m
${esc}[31m${esc}[1mError${esc}[22m: Failed to run the test /tmp/cic/main/apps/portal/components/investments/dashboard-portfolios.stories.tsx.${esc}[39m
${esc}[90m ${esc}[2m❯${esc}[22m ../../node_modules/vitest/dist/chunks/index.ER9afepi.js:${esc}[2m4824:17${esc}[22m${esc}[39m

${esc}[31m${esc}[1mCaused by: Error${esc}[22m: Cannot connect to the server in 60 seconds${esc}[39m
${esc}[90m ${esc}[2m❯${esc}[22m BroadcastChannel.onReceived ../../../../../__vitest_browser__/orchestrator-DN2UN49N.js:${esc}[2m383:31${esc}[22m${esc}[39m

${esc}[2m Test Files ${esc}[22m ${esc}[1m${esc}[32m218 passed${esc}[39m${esc}[22m${esc}[90m (219)${esc}[39m
${esc}[2m      Tests ${esc}[22m ${esc}[1m${esc}[32m3106 passed${esc}[39m${esc}[22m${esc}[90m (3106)${esc}[39m
${esc}[2m     Errors ${esc}[22m ${esc}[1m${esc}[31m1 error${esc}[39m${esc}[22m
`

test('a file whose tester never connected is named, when it is the run’s only problem', () => {
  assert.deepEqual(unconnectedTestFiles(unconnectedRun), [
    '/tmp/cic/main/apps/portal/components/investments/dashboard-portfolios.stories.tsx',
  ])
})

test('a failed test anywhere keeps the run failed: nothing is run again', () => {
  const withFailure = unconnectedRun.replace(
    '3106 passed',
    `1 failed${esc}[39m${esc}[22m | ${esc}[1m${esc}[32m3105 passed`,
  )
  assert.deepEqual(unconnectedTestFiles(withFailure), [])
})

test('another unhandled error beside it keeps the run failed', () => {
  assert.deepEqual(unconnectedTestFiles(unconnectedRun.replace('1 error', '2 errors')), [])
})

test('a tester that did not initialise is not mistaken for one that never connected', () => {
  const otherCause = unconnectedRun.replace(
    'Cannot connect to the server in 60 seconds',
    'The iframe did not become ready within 60000ms.',
  )
  assert.deepEqual(unconnectedTestFiles(otherCause), [])
})

test('a passing run names nothing', () => {
  assert.deepEqual(
    unconnectedTestFiles(' Test Files  219 passed (219)\n      Tests  3106 passed'),
    [],
  )
})
