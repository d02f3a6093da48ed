/** Thrown, never returned: these are mistakes in the calling code, not backend failures. */

export class MissingRequestParameterError extends Error {
  constructor() {
    super('Missing required parameter (service/url) while calling request')
    this.name = 'MissingRequestParameterError'
  }
}

export class MissingPathParameterError extends Error {
  constructor(
    readonly parameter: string,
    readonly path: string,
  ) {
    super(`Missing path parameter "${parameter}" for ${path}`)
    this.name = 'MissingPathParameterError'
  }
}
