import { describe, expect, it } from 'vitest'
import { readAtMost } from './read-at-most'

const streamOf = (...chunks: number[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(7))
      controller.close()
    },
  })

describe('readAtMost', () => {
  it.each([
    [[3, 4], 10, 7],
    [[5, 5], 10, 10],
    [[], 10, 0],
  ])('chunks %j under a limit of %i → %i bytes', async (chunks, limit, length) => {
    const bytes = await readAtMost(streamOf(...chunks), limit)
    expect(bytes).toBeInstanceOf(Uint8Array)
    expect((bytes as Uint8Array).length).toBe(length)
  })

  it('stops at the first byte past the limit', async () => {
    expect(await readAtMost(streamOf(6, 5, 1000), 10)).toBe('too_large')
  })

  it('reads a missing body as empty', async () => {
    expect(await readAtMost(null, 10)).toEqual(new Uint8Array())
  })
})
