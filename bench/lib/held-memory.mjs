// The memory a process holds, not what it happens to occupy when read. A Node process's RSS
// swings with the time of its last full garbage collection: a portal under the logged-in mix read
// 910–940 MiB before one and 560–605 MiB right after, minute after minute, with its live heap flat.
// So the bench opens an inspector on each Node server (loopback only) and reads its RSS right
// after a full collection; other processes' RSS is read as it is.
import { treeRssMiB } from './process-tree.mjs'

/** NODE_OPTIONS of a server: the caller's (a profiler, say) and the inspector on `port`, loopback only. */
export const nodeOptionsWithInspector = (port) =>
  [process.env.NODE_OPTIONS, `--inspect=127.0.0.1:${port}`].filter(Boolean).join(' ')

/** Runs a full garbage collection in the Node process whose inspector listens on `port`. */
async function collectGarbage(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  try {
    await new Promise((resolve, reject) => {
      socket.onopen = resolve
      socket.onerror = () => reject(new Error(`inspector on port ${port} refused the connection`))
    })
    await new Promise((resolve, reject) => {
      socket.onmessage = ({ data }) => {
        const answer = JSON.parse(data)
        if (answer.id !== 1) return
        if (answer.error) reject(new Error(answer.error.message))
        else resolve()
      }
      socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }))
    })
  } finally {
    socket.close()
  }
}

/**
 * MiB each process (name → pid) holds: as read (`read`), and right after a full garbage
 * collection where it has an inspector (`inspectors`, name → port; `held`, else as read).
 */
export async function memoryMiB(processes, inspectors = {}) {
  const read = {}
  const held = {}
  for (const [name, pid] of Object.entries(processes)) {
    read[name] = treeRssMiB(pid)
    if (inspectors[name]) await collectGarbage(inspectors[name])
    held[name] = inspectors[name] ? treeRssMiB(pid) : read[name]
  }
  return { read, held }
}
