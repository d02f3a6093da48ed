export type { ConsentBannerProps, ConsentOptionProps } from './consent-banner'
export {
  ConsentBanner,
  ConsentBannerActions,
  ConsentBannerTitle,
  ConsentOption,
  consentBannerVariants,
} from './consent-banner'
