import { z } from 'zod'
import {
  accountStatuses,
  accountTypes,
  consentIds,
  creditRatings,
  depositInsuranceDescriptionIds,
  descriptionDocumentIds,
  descriptionTypes,
  environments,
  institutionFeatureLabels,
  interestBookingIntervals,
  interestPayoutSchemes,
  interestPolicies,
  mediaTypes,
  offerAvailabilities,
  offerProductTypes,
  pageContentTypes,
  portfolioRiskClasses,
  productLabels,
  productTypes,
  promotionKinds,
  regionMarkers,
  roleNames,
  roleStatuses,
  sortKeys,
  sortOrders,
  weekdays,
} from './enumeration-values'

export * from './enumeration-values'

/** Enumerations of spec section 3, each a runtime schema with its inferred type. */

export const ProductType = z.enum(productTypes)
export type ProductType = z.infer<typeof ProductType>

export const OfferProductType = z.enum(offerProductTypes)
export type OfferProductType = z.infer<typeof OfferProductType>

export const PromotionKind = z.enum(promotionKinds)
export type PromotionKind = z.infer<typeof PromotionKind>
export const PromotionType = z.templateLiteral([ProductType, '_', PromotionKind])
export type PromotionType = z.infer<typeof PromotionType>

export const InterestPayoutScheme = z.enum(interestPayoutSchemes)
export type InterestPayoutScheme = z.infer<typeof InterestPayoutScheme>

export const InterestBookingInterval = z.enum(interestBookingIntervals)
export type InterestBookingInterval = z.infer<typeof InterestBookingInterval>

export const InterestPolicy = z.enum(interestPolicies)
export type InterestPolicy = z.infer<typeof InterestPolicy>

export const SortKey = z.enum(sortKeys)
export type SortKey = z.infer<typeof SortKey>

export const SortOrder = z.enum(sortOrders)
export type SortOrder = z.infer<typeof SortOrder>

export const MediaType = z.enum(mediaTypes)
export type MediaType = z.infer<typeof MediaType>

export const DepositInsuranceDescriptionId = z.enum(depositInsuranceDescriptionIds)
export type DepositInsuranceDescriptionId = z.infer<typeof DepositInsuranceDescriptionId>

export const DescriptionType = z.enum(descriptionTypes)
export type DescriptionType = z.infer<typeof DescriptionType>

export const DescriptionDocumentId = z.enum(descriptionDocumentIds)
export type DescriptionDocumentId = z.infer<typeof DescriptionDocumentId>

export const DocumentType = z.enum(['ATTACHMENT'])
export type DocumentType = z.infer<typeof DocumentType>

export const PageContentType = z.enum(pageContentTypes)
export type PageContentType = z.infer<typeof PageContentType>

export const ProductLabel = z.enum(productLabels)
export type ProductLabel = z.infer<typeof ProductLabel>

export const InstitutionFeatureLabel = z.enum(institutionFeatureLabels)
export type InstitutionFeatureLabel = z.infer<typeof InstitutionFeatureLabel>

export const PortfolioRiskClass = z.enum(portfolioRiskClasses)
export type PortfolioRiskClass = z.infer<typeof PortfolioRiskClass>

export const AccountType = z.enum(accountTypes)
export type AccountType = z.infer<typeof AccountType>

export const AccountStatus = z.enum(accountStatuses)
export type AccountStatus = z.infer<typeof AccountStatus>

export const RoleName = z.enum(roleNames)
export type RoleName = z.infer<typeof RoleName>

export const RoleStatus = z.enum(roleStatuses)
export type RoleStatus = z.infer<typeof RoleStatus>

export const ConsentId = z.enum(consentIds)
export type ConsentId = z.infer<typeof ConsentId>

export const RegionMarker = z.enum(regionMarkers)
export type RegionMarker = z.infer<typeof RegionMarker>

export const Environment = z.enum(environments)
export type Environment = z.infer<typeof Environment>

export const Weekday = z.enum(weekdays)
export type Weekday = z.infer<typeof Weekday>

export const OfferAvailability = z.enum(offerAvailabilities)
export type OfferAvailability = z.infer<typeof OfferAvailability>

export const CreditRating = z.enum(creditRatings)
export type CreditRating = z.infer<typeof CreditRating>
