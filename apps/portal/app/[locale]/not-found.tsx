import { NotFoundContent } from '@/components/shell/not-found-content'

/** A page variant segment the middleware never writes: the not-found page inside the locale's document. */
export default function LocaleNotFound() {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <NotFoundContent />
    </main>
  )
}
