import { NotFoundContent } from '@/components/shell/not-found-content'

export default function LocaleNotFound() {
  return <NotFoundContent />
}
