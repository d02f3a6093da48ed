/** A bare Next.js app measured next to the portal: no middleware, no styles, no client code. */
export default {}
