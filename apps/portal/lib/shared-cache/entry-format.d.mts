export function isReadableEntry(entry: unknown): boolean
export const entryFormat: {
  serialize(entry: unknown): string
  deserialize(stored: unknown): Record<string, unknown> | null
}
