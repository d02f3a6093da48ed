// Runs end-to-end files once for each of the next seven days as the sandbox's first day
// (SANDBOX_CLOCK_START, inherited by every sandbox a run starts), so a test that depends on the
// weekday it runs on fails on one of them. Prints a table: start day, files, result, duration.
//   node run-weekdays.mjs [file.e2e.ts ...]   (default: the files that move the clock or show
//   bank dates)
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const clockFiles = [
  'savings-dashboard.e2e.ts',
  'savings-order.e2e.ts',
  'savings-notice.e2e.ts',
  'money-out.e2e.ts',
  'customer-data-account.e2e.ts',
  'customer-data-more.e2e.ts',
  'investments.e2e.ts',
]
const files = process.argv.length > 2 ? process.argv.slice(2) : clockFiles
const dayMs = 86_400_000
const today = Date.UTC(
  new Date().getUTCFullYear(),
  new Date().getUTCMonth(),
  new Date().getUTCDate(),
)
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' })

function runShards(start) {
  return new Promise((resolve) => {
    const child = spawn('node', [join(here, 'run-shards.mjs'), ...files], {
      cwd: here,
      env: { ...process.env, SANDBOX_CLOCK_START: start },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

const rows = []
for (let offset = 1; offset <= 7; offset += 1) {
  const day = new Date(today + offset * dayMs)
  const start = day.toISOString().slice(0, 10)
  const started = Date.now()
  const { code, output } = await runShards(start)
  const seconds = Math.round((Date.now() - started) / 1000)
  const failed = [...output.matchAll(/^\s*(?:FAIL|×)\s+(.+)$/gm)].map((match) => match[1])
  rows.push({
    start: `${weekday.format(day)} ${start}`,
    result: code === 0 ? 'pass' : 'FAIL',
    seconds,
  })
  console.log(`${weekday.format(day)} ${start}: ${code === 0 ? 'pass' : 'FAIL'} in ${seconds} s`)
  if (code !== 0) console.log(failed.slice(0, 20).join('\n') || output.slice(-4000))
}

console.log(`\nfiles: ${files.join(' ')}\n`)
console.log('| start day | result | duration |\n| --- | --- | --- |')
for (const row of rows) console.log(`| ${row.start} | ${row.result} | ${row.seconds} s |`)
process.exit(rows.every((row) => row.result === 'pass') ? 0 : 1)
