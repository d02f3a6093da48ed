import { notFound } from 'next/navigation'

// Any unknown path under a known locale renders the localised not-found page with status 404.
export default function UnknownPage() {
  notFound()
}
