'use client'

// The same try-again state as app/[locale]; a failed render is never cached (Next keeps the last page).
export { default } from '../../[locale]/error'
