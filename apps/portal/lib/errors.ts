/** A backend could not serve a page's data; error.tsx turns it into the try-again state. */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: string,
    readonly status: number,
  ) {
    super(`The ${service} service answered ${status}`)
    this.name = 'ServiceUnavailableError'
  }
}
