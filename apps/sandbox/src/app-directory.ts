import { fileURLToPath } from 'node:url'

/**
 * The sandbox's folder (apps/sandbox). This module sits directly under src/, as the bundle does
 * under dist/, so one level up is the app's folder from the sources and from the bundle alike.
 */
export const appDirectory = fileURLToPath(new URL('..', import.meta.url))
