import "server-only";

/** The status table of ARCHITECTURE section 3. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SUPPLIER_ERROR: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Thrown by use cases; the route wrapper turns it into the error envelope. Knows nothing of HTTP. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly shortError?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** What the client needs to act on the error (402: the booking to review), sent as the envelope's `data`. */
  readonly data?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, extra?: { shortError?: Record<string, string>; headers?: Record<string, string>; data?: Record<string, unknown> }) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.shortError = extra?.shortError;
    this.headers = extra?.headers;
    this.data = extra?.data;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);
