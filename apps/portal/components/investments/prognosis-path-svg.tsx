import type { PrognosisPathPoint } from '@portal/domain/entities/prognosis'

const width = 320
const height = 160
const pad = 4

function coordinates(
  path: readonly PrognosisPathPoint[],
  pick: (p: PrognosisPathPoint) => number,
): string[] {
  const top = Math.max(1, ...path.map((point) => point.good))
  const last = Math.max(1, path.length - 1)
  return path.map((point, index) => {
    const x = pad + (index / last) * (width - 2 * pad)
    const y = height - pad - (Math.max(0, pick(point)) / top) * (height - 2 * pad)
    return `${x.toFixed(1)},${y.toFixed(1)}`
  })
}

const points = (path: readonly PrognosisPathPoint[], pick: (p: PrognosisPathPoint) => number) =>
  coordinates(path, pick).join(' ')

/**
 * The prognosis drawn without any script: the scenario band, the expected path and the paid-in
 * amounts as plain SVG. It is what a visitor without JavaScript sees, and the chart's placeholder
 * until the chart library has loaded. The figures themselves are in the table next to it.
 */
export function PrognosisPathSvg({
  path,
  label,
}: {
  path: readonly PrognosisPathPoint[]
  label: string
}) {
  const band = [
    ...coordinates(path, (p) => p.good),
    ...coordinates(path, (p) => p.bad).reverse(),
  ].join(' ')
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full max-w-xl"
      data-testid="prognosis-svg"
    >
      <polygon points={band} className="fill-primary/15" />
      <polyline
        points={points(path, (p) => p.contributions)}
        fill="none"
        className="stroke-neutral-500"
        strokeWidth="1.5"
        strokeDasharray="4 3"
      />
      <polyline
        points={points(path, (p) => p.bad)}
        fill="none"
        className="stroke-danger"
        strokeWidth="1.5"
      />
      <polyline
        points={points(path, (p) => p.good)}
        fill="none"
        className="stroke-success"
        strokeWidth="1.5"
      />
      <polyline
        points={points(path, (p) => p.expected)}
        fill="none"
        className="stroke-primary"
        strokeWidth="2.5"
      />
    </svg>
  )
}
