/** An empty page: the JavaScript every Next.js page ships, the floor of first-load JS. */
export default function EmptyFloorPage() {
  return null
}
