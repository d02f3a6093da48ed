import { type BankRouteProps, BankScreen, bankMetadata } from '@/components/banks/bank-screen'

export const dynamic = 'force-static'
export const revalidate = 300

export function generateStaticParams() {
  return []
}

export const generateMetadata = bankMetadata

/** What app/[locale] shows for `/<locale>/banks/<slug>`, rendered once for every first visit. */
export default function CachedBankPage(props: BankRouteProps) {
  return <BankScreen params={props.params} />
}
