// `npm run bench`: builds if needed, starts the servers on loopback and prints one table of
// figures. Targets are shown next to the figures; nothing here fails on timing.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { withServers } from './lib/servers.mjs'
import { printTable } from './lib/table.mjs'

const directory = fileURLToPath(new URL('.', import.meta.url))
const only = process.argv.slice(2)
const benches = readdirSync(directory)
  .filter((file) => file.endsWith('.bench.mjs'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort()

const rows = await withServers(async (context) => {
  const collected = []
  for (const file of benches) {
    console.log(`▶ ${file}`)
    try {
      const module = await import(new URL(file, import.meta.url))
      collected.push(...(await module.measure(context)))
    } catch (error) {
      collected.push({ measure: file, value: `failed: ${error.message}` })
    }
  }
  return collected
})

printTable(rows)
