/** The consent banner's element id: the footer's settings link points at it (`#cookie-settings`). */
export const consentBannerId = 'cookie-settings'

/** The footer's settings link, which gets the focus back when the banner closes. */
export const consentSettingsLinkId = 'cookie-settings-link'
