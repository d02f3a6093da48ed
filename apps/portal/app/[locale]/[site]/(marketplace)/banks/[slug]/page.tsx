import { type BankRouteProps, BankScreen, bankMetadata } from '@/components/banks/bank-screen'

export const generateMetadata = bankMetadata

export default function BankPage(props: BankRouteProps) {
  return <BankScreen params={props.params} />
}
