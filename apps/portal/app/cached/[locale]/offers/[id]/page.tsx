import {
  OfferDetailsScreen,
  type OfferRouteProps,
  offerMetadata,
} from '@/components/banks/offer-details-screen'

export const dynamic = 'force-static'
export const revalidate = 300

export function generateStaticParams() {
  return []
}

export const generateMetadata = offerMetadata

/** What app/[locale] shows for `/<locale>/offers/<id>`. */
export default function CachedOfferDetailsPage(props: OfferRouteProps) {
  return <OfferDetailsScreen params={props.params} />
}
