import type { InvalidParam, ProblemName } from '@playeats/contracts/problem';

/**
 * An error that becomes an RFC 9457 problem response. Services throw these; the
 * problem-details plugin renders them. `name` is the exception name the client reads
 * from the last segment of `type`.
 */
export class HttpProblem extends Error {
  constructor(
    public readonly status: number,
    public readonly problemName: ProblemName,
    public readonly title: string,
    public readonly detail?: string,
    /** Extension members (e.g. invalidParams, retryAfterSeconds); never secrets. */
    public readonly extensions: Record<string, unknown> = {},
  ) {
    super(detail ?? title);
    this.name = problemName;
  }
}

/**
 * A 503 by design: the server refuses work it has no room to queue (a batcher's waiting
 * room is full) and says when to try again. Not a fault: it is logged as a count of
 * refusals, not as an error per request (problem-details.ts), under `source`: what refused
 * (a batcher's name), for the log only, never in the answer.
 */
export class Overloaded extends HttpProblem {
  constructor(readonly source: string) {
    super(503, 'ServiceUnavailableException', 'Service unavailable', 'The server is busy: try again in a moment.', {
      retryAfterSeconds: 1,
    });
  }
}

export const badRequest = (detail: string, invalidParams?: InvalidParam[]) =>
  new HttpProblem(400, 'ValidationException', 'Invalid request', detail, invalidParams ? { invalidParams } : {});

export const notFound = (detail: string) => new HttpProblem(404, 'NotFoundException', 'Not found', detail);

export const conflict = (detail: string) => new HttpProblem(409, 'ConflictException', 'Conflict', detail);

export const unauthorized = (detail = 'Sign in to continue.') =>
  new HttpProblem(401, 'UnauthorizedException', 'Unauthorized', detail);

export const forbidden = (detail = 'You are not allowed to do this.') =>
  new HttpProblem(403, 'ForbiddenException', 'Forbidden', detail);

/**
 * 422: the delivery address is placed only at its city's centre (decision 0029); browsing
 * and quotes work, but an order needs the pin confirmed first (PATCH the address with a position).
 */
export const addressPinRequired = (addressId: string) =>
  new HttpProblem(
    422,
    'AddressPinRequiredException',
    'Confirm the pin',
    'We only know the city of this address. Confirm where the door is on the map, then place the order.',
    { addressId },
  );
