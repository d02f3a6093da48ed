/** KYC cases still open: waiting for the customer's documents or the bank's review. */
export const openCaseStatuses = ['PENDING_DOCUMENTS', 'IN_REVIEW']
