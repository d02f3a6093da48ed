const width = 320
const height = 120
const pad = 4

/** A portfolio's value over time as a plain SVG line (no script); the figures are in the table. */
export function ValueHistorySvg({
  points,
  label,
}: {
  points: readonly { date: string; value: number }[]
  label: string
}) {
  const top = Math.max(1, ...points.map((point) => point.value))
  const bottom = Math.min(...points.map((point) => point.value))
  const span = Math.max(1, top - bottom)
  const last = Math.max(1, points.length - 1)
  const line = points
    .map((point, index) => {
      const x = pad + (index / last) * (width - 2 * pad)
      const y = height - pad - ((point.value - bottom) / span) * (height - 2 * pad)
      return `${x.toFixed(1)},${y.toFixed(1)}`
    })
    .join(' ')
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full max-w-md"
    >
      <polyline points={line} fill="none" className="stroke-primary" strokeWidth="2" />
    </svg>
  )
}
