// Memory and CPU time of a process and all its descendants, read from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs'

/** Fields of /proc/<pid>/stat after the command name, or undefined when the process is gone. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

function children(pid) {
  const found = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    if (Number(statFields(entry)?.[1]) === pid) found.push(Number(entry))
  }
  return found
}

function tree(pid) {
  const all = []
  const pending = [pid]
  while (pending.length > 0) {
    const current = pending.pop()
    all.push(current)
    pending.push(...children(current))
  }
  return all
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
  return Math.round(tree(pid).reduce((sum, current) => sum + rssKiB(current), 0) / 1024)
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100

/**
 * CPU seconds (user + system) the process tree has used so far, its children that have ended
 * included: PostgreSQL ends a backend with its connection, and the postmaster that waits for it
 * keeps its time (cutime, cstime). Without them a tree's time could go down between two reads.
 */
export function treeCpuSeconds(pid) {
  let ticks = 0
  for (const current of tree(pid)) {
    const fields = statFields(current)
    // utime, stime, cutime and cstime are fields 14–17 of stat; the slice starts at field 3
    if (fields) ticks += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0)
  }
  return ticks / ticksPerSecond
}
