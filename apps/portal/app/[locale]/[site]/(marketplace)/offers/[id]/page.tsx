import {
  OfferDetailsScreen,
  type OfferRouteProps,
  offerMetadata,
} from '@/components/banks/offer-details-screen'

export const generateMetadata = offerMetadata

export default function OfferDetailsPage(props: OfferRouteProps) {
  return <OfferDetailsScreen params={props.params} />
}
