/** Errors that services throw; the error handler turns them into `{ message, errors }` with their status. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(400, message, fieldErrors);
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(401, message, fieldErrors);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(404, message);
  }
}
export class ConflictError extends DomainError {
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(409, message, fieldErrors);
  }
}
export class PayloadTooLargeError extends DomainError {
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(413, message, fieldErrors);
  }
}
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
