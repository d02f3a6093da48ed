export type { MediaTileCtaEvent, MediaTileProps } from './media-tile'
export { MediaTile, MediaTileSkeleton } from './media-tile'
