/** Customer routes that need a session (spec section 2, newer customer app). */
export const protectedRoutes = [
  '/dashboard',
  '/user-account',
  '/exemption-order',
  '/notifications',
  '/account-transactions',
  '/account-withdrawal',
  '/documents',
  '/postbox',
  '/identification',
  '/my-details',
  '/my-data',
  '/products',
  '/liquid-pension-transfer-notice',
  '/transfer-flow',
  '/login/switch-account',
  '/set-password',
] as const

/** Whether a locale-less, normalised path is a customer route (whole-segment prefix match). */
export function isProtectedPath(appPath: string): boolean {
  const path = appPath.toLowerCase()
  return protectedRoutes.some((route) => path === route || path.startsWith(`${route}/`))
}
