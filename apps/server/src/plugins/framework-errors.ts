import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
  HookHandlerDoneFunction,
} from 'fastify';
import { problemTypeUri, type ProblemName } from '@playeats/contracts/problem';
import { findUnsafeText, unsafeText, urlMayHoldUnsafeText } from '../lib/unsafe-text.ts';
import { PROBLEM_CONTENT_TYPE, sendProblem } from './problem-details.ts';

// Errors the HTTP framework raises before any route runs (issue 16): each leaves as
// application/problem+json like every other error, never as Fastify's own JSON.

interface FrameworkProblem {
  status: number;
  name: ProblemName;
  title: string;
  detail: string;
}

const BY_CODE: Record<string, FrameworkProblem> = {
  FST_ERR_BAD_URL: {
    status: 400,
    name: 'ValidationException',
    title: 'Invalid request',
    detail: 'The path is not valid percent-encoding.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    name: 'ValidationException',
    title: 'URI too long',
    detail: 'A part of the path is longer than this server accepts.',
  },
  FST_ERR_ASYNC_CONSTRAINT: {
    status: 500,
    name: 'InternalServerException',
    title: 'Internal server error',
    detail: 'Something went wrong on our side.',
  },
};

/** Fastify's `frameworkErrors`: a bad percent-encoding, an over-long path parameter. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = (error.code && BY_CODE[error.code]) || BY_CODE.FST_ERR_BAD_URL!;
  void sendProblem(request, reply, known.status, known.name, known.title, known.detail);
}

/** Errors of the connection itself, before a request exists: written to the socket as Node would. */
const CLIENT_ERRORS: Record<string, FrameworkProblem> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    name: 'ValidationException',
    title: 'Request timeout',
    detail: 'The request took too long to arrive.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    name: 'ValidationException',
    title: 'Request header fields too large',
    detail: 'The request headers are larger than this server accepts.',
  },
};
const MALFORMED: FrameworkProblem = {
  status: 400,
  name: 'ValidationException',
  title: 'Invalid request',
  detail: 'The request is not valid HTTP.',
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Fastify's `clientErrorHandler`. */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error: Error & { code?: string },
  socket: Socket,
) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const problem = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
  const body = JSON.stringify({
    type: problemTypeUri(problem.name),
    title: problem.title,
    status: problem.status,
    detail: problem.detail,
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${problem.status} ${STATUS_TEXT[problem.status]}\r\n` +
        `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

/**
 * The text rule of lib/unsafe-text.ts for the query string and the path (the JSON parser
 * checks bodies): a %00 in a search term is a 400 naming query.q, not a failed statement.
 */
export function checkRequestText(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!urlMayHoldUnsafeText(request.url)) return done();
  const unsafe = findUnsafeText(request.query, 'query') ?? findUnsafeText(request.params, 'path');
  done(unsafe === null ? undefined : unsafeText(unsafe));
}
