/** The page icon used when a page's metadata does not name its own (spec section 2). */
export const defaultPageIcon = '/cp_assets/favicon.ico'
