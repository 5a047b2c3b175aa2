// Typed refusals. One place (plugins/errors.ts) turns them into a status and { message }.
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends DomainError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends DomainError {
  constructor(message = 'Please log in to continue') {
    super(401, message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You are not allowed to do that') {
    super(403, message);
  }
}

export class NotFound extends DomainError {
  constructor(message: string) {
    super(404, message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    /** Sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}
