import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { problemTypeUri, type InvalidParam, type Problem, type ProblemName } from '@playeats/contracts/problem';
import { HttpProblem, Overloaded } from '../lib/problem.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  name: ProblemName,
  title: string,
  detail?: string,
  extensions: Record<string, unknown> = {},
): FastifyReply {
  const retryAfter = extensions.retryAfterSeconds;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  // A problem is never stored, whatever its route would have let a cache keep (a public list's max-age).
  reply.header('cache-control', 'no-store');
  const body: Problem = {
    ...extensions,
    type: problemTypeUri(name),
    title,
    status,
    ...(detail === undefined ? {} : { detail }),
    instance: request.url.split('?')[0],
    requestId: request.id,
  };
  return reply.status(status).type(PROBLEM_CONTENT_TYPE).send(body);
}

const fastifyCodeMap: Record<string, { status: number; name: ProblemName; title: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    name: 'ValidationException',
    title: 'Invalid request',
    detail: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    name: 'PayloadTooLargeException',
    title: 'Payload too large',
    detail: 'The request body is larger than this server accepts.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    name: 'UnsupportedMediaTypeException',
    title: 'Unsupported media type',
    detail: 'Send the request body as application/json.',
  },
};

const contextPrefix: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function invalidParams(error: { validation: { instancePath: string; message?: string }[] }, context?: string) {
  const prefix = contextPrefix[context ?? 'body'] ?? context ?? 'body';
  return error.validation.map<InvalidParam>((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { name: field ? `${prefix}.${field}` : prefix, reason: issue.message ?? 'is invalid' };
  });
}

/**
 * Refusals of an overloaded server (`Overloaded`) as one warning a second at most, counted by
 * what refused (its `source`): an error line with its stack per refusal would spend, in a
 * flood, the CPU the refusal is there to save, and bury the log. The first refusal is told
 * at once; those within the next second are told together when it ends (a timer that keeps
 * no process alive), and so on while they last.
 */
export function refusalCounter(
  warn: (refused: Record<string, number>) => void,
  later: (run: () => void, ms: number) => void = (run, ms) => setTimeout(run, ms).unref(),
): (source: string) => void {
  let held = new Map<string, number>();
  let windowOpen = false;
  const endWindow = () => {
    windowOpen = false;
    if (held.size === 0) return;
    const refused = Object.fromEntries(held);
    held = new Map();
    openWindow();
    warn(refused);
  };
  const openWindow = () => {
    windowOpen = true;
    later(endWindow, 1_000);
  };
  return (source) => {
    if (windowOpen) {
      held.set(source, (held.get(source) ?? 0) + 1);
      return;
    }
    warn({ [source]: 1 });
    openWindow();
  };
}

/**
 * Every error, from any route or hook, leaves as application/problem+json. `later` schedules
 * the refusal counter's windows (tests pass their own clock).
 */
export function registerProblemDetails(
  app: FastifyInstance,
  { later }: { later?: Parameters<typeof refusalCounter>[1] } = {},
): void {
  const refusal = refusalCounter(
    (refused) => app.log.warn({ refused }, 'overloaded: requests answered 503 with Retry-After, by what refused'),
    later,
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      if (error instanceof Overloaded) refusal(error.source);
      else if (error.status >= 500) request.log.error({ err: error }, error.message);
      return sendProblem(request, reply, error.status, error.problemName, error.title, error.detail, error.extensions);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const params = invalidParams(error, error.validationContext);
      return sendProblem(
        request,
        reply,
        400,
        'ValidationException',
        'Invalid request',
        `Invalid ${params.map((p) => p.name).join(', ')}: ${params.map((p) => p.reason).join('; ')}`,
        { invalidParams: params },
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendProblem(request, reply, 500, 'InternalServerException', 'Internal server error', undefined);
    }
    const known = error.code ? fastifyCodeMap[error.code] : undefined;
    if (known) return sendProblem(request, reply, known.status, known.name, known.title, known.detail);
    if (error.statusCode === 429) {
      return sendProblem(request, reply, 429, 'TooManyRequestsException', 'Too many requests', error.message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other framework 4xx (e.g. a bad header): safe to name, they never carry internals.
      return sendProblem(request, reply, error.statusCode, 'ValidationException', 'Invalid request', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      request,
      reply,
      500,
      'InternalServerException',
      'Internal server error',
      `Something went wrong on our side. Quote request id ${request.id} if you contact support.`,
    );
  });
}
