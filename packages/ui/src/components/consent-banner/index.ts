export type { ConsentBannerProps, ConsentOptionProps } from './consent-banner'
export {
  ConsentBanner,
  ConsentBannerActions,
  ConsentBannerTitle,
  ConsentOption,
} from './consent-banner'
