// Resident memory of a process and all its descendants, read from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs'

function children(pid) {
  const found = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent === pid) found.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return found
}

function rssKiB(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)
    return line ? Number(line[1]) : 0
  } catch {
    return 0
  }
}

export function treeRssMiB(pid) {
  const pending = [pid]
  let total = 0
  while (pending.length > 0) {
    const current = pending.pop()
    total += rssKiB(current)
    pending.push(...children(current))
  }
  return Math.round(total / 1024)
}
