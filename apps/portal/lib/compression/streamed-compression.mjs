// The portal's response compression: Next's own choice (the `compression` middleware, gzip or
// deflate as the browser accepts, small and binary bodies left alone), with one change. To
// stream a page part by part, Next flushes the compressor after every chunk it writes. A
// logged-in page comes in about a dozen chunks, most of them written in the same tick, and every
// flush is its own deflate call, callback and socket write on the server's one thread, and makes
// the page larger on the wire. Here the flushes asked for in one tick become one, run when the
// tick's writes are done: each part still leaves as soon as it is rendered.
import compression from 'compression'

const compress = compression()

/** Sets up the compression of `response`, then calls `next` to write it. */
export function compressResponse(request, response, next) {
  compress(request, response, () => {
    const flush = response.flush
    let scheduled = false
    response.flush = () => {
      if (scheduled) return
      scheduled = true
      setImmediate(() => {
        scheduled = false
        // an ended response has flushed everything it had; a closed one takes nothing more
        if (!response.writableEnded && !response.destroyed) flush.call(response)
      })
    }
    next()
  })
}
