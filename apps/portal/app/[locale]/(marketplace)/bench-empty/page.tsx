/** An empty page of the same build: the baseline of bench/offers-first-load.mjs. */
export default function BenchEmptyPage() {
  return null
}
