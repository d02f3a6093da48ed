import { readFileSync } from 'node:fs'

/**
 * The portal's own server-rendered markup that bench/lib/floor-app.mjs writes before the build
 * (FLOOR_MARKUP_FILE), for measuring only; empty without it.
 */
export function floorMarkup() {
  const file = process.env.FLOOR_MARKUP_FILE
  return file ? readFileSync(file, 'utf8') : ''
}
