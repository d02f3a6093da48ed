/** `filename*` for any name, and a plain ASCII `filename` for old clients. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** A depot file for download: an attachment that no browser sniffs or runs. */
export function fileResponse(bytes: Uint8Array, mediaType: string, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': mediaType,
      'content-length': String(bytes.length),
      'content-disposition': attachmentDisposition(fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  })
}
