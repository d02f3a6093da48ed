/** The normalised error of spec section 8, as the sandbox sends it. */
export interface NormalisedErrorBody {
  status: number
  error: string
  message: string
  code: string
  issues?: readonly ErrorIssue[]
}

export interface ErrorIssue {
  path: string
  message: string
}

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

/** An error a handler answers with; handlers return it as a value, the adapter renders it. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: readonly ErrorIssue[],
  ) {
    super(message)
    this.name = 'ServiceError'
  }

  toBody(): NormalisedErrorBody {
    const body: NormalisedErrorBody = {
      status: this.status,
      error: reasonPhrases[this.status] ?? 'Error',
      message: this.message,
      code: this.code,
    }
    return this.issues === undefined ? body : { ...body, issues: this.issues }
  }

  toResponse(): Response {
    return Response.json(this.toBody(), { status: this.status })
  }
}
