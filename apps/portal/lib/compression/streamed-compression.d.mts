import type { IncomingMessage, ServerResponse } from 'node:http'

export function compressResponse(
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
): void
