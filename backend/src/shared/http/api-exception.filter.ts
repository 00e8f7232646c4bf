import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@dental/contracts';
import { DomainError, DomainErrorKind, TooManyRequests } from '../domain/domain-errors';
import { RequestLog } from '../logging/request-log';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  'not-found': 404,
  conflict: 409,
  invalid: 400,
  forbidden: 403,
  unauthorized: 401,
  'too-many-requests': 429,
  unavailable: 503,
};

/**
 * One error format for the whole API: {"message": "...", "issues": [{path, message}]}. Domain
 * errors map by kind (a refused limit with its Retry-After); anything unexpected is answered as a plain 500 with no details and logged,
 * with its stack, on the request's own log line (which carries the request id).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body } = toErrorResponse(exception);
    if (status >= 500) RequestLog.recordFailure(request, exception);
    // Every 429 says when to try again, in seconds, as the API description promises.
    if (exception instanceof TooManyRequests) void reply.header('retry-after', String(exception.retryAfterSeconds));
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
  }
}

export function toErrorResponse(exception: unknown): { status: number; body: ApiErrorBody } {
  if (exception instanceof DomainError) {
    return {
      status: STATUS_BY_KIND[exception.kind],
      body: exception.issues
        ? { message: exception.message, issues: exception.issues }
        : { message: exception.message },
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    // Nest rewraps Fastify's body-parsing errors as HttpExceptions carrying only their wording.
    const frameworkCode = typeof response === 'string' ? frameworkCodeOf(response) : undefined;
    if (frameworkCode) return frameworkErrorResponse({ code: frameworkCode }, status);
    const message = typeof response === 'string' ? response : (messageOf(response) ?? exception.message);
    return {
      status,
      body: {
        message: status === (HttpStatus.NOT_FOUND as number) && message.startsWith('Cannot ') ? 'Not found' : message,
      },
    };
  }
  // Errors raised by Fastify before a handler runs (body parsing, size limits) carry a statusCode.
  const fastifyStatus = (exception as { statusCode?: number } | null)?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    return frameworkErrorResponse(exception as { code?: string }, fastifyStatus);
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}

/**
 * An error Fastify or Node raised about the request itself (its address, headers or body), in the
 * API's shape: the status it calls for and a sentence a client can act on, never the framework's
 * own code or wording.
 */
export function frameworkErrorResponse(
  error: { code?: string },
  status: number,
): { status: number; body: ApiErrorBody } {
  const known = FRAMEWORK_ERRORS[error.code ?? ''];
  if (known) return { status: known[0], body: { message: known[1] } };
  return { status, body: { message: GENERIC_CLIENT_ERRORS[status] ?? 'The request could not be handled.' } };
}

const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    400,
    'The request body is empty: send a JSON body with this content type, or no content type.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is larger than 1 MB.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "The request body's length does not match its Content-Length header."],
  FST_ERR_CTP_INVALID_TYPE: [400, 'The Content-Type header is not valid.'],
  FST_ERR_BAD_URL: [400, 'The address is not valid: it has a broken %-escape.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
  // Node's HTTP parser, before Fastify (see http-errors.ts).
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/** Fastify's wording of each body error it raises (from its own error classes, so an upgrade that rewords them still matches). */
const FRAMEWORK_WORDING: ReadonlyArray<[code: string, message: string]> = Object.keys(FRAMEWORK_ERRORS)
  .filter((code) => code.startsWith('FST_ERR_CTP_') && code in errorCodes)
  .map((code) => [code, new (errorCodes as unknown as Record<string, new () => Error>)[code]().message]);

function frameworkCodeOf(message: string): string | undefined {
  return FRAMEWORK_WORDING.find(([, wording]) => message === wording || message.startsWith(`${wording}:`))?.[0];
}

const GENERIC_CLIENT_ERRORS: Record<number, string> = {
  400: 'The request could not be read.',
  404: 'Not found',
  405: 'This method is not allowed here.',
  408: 'The request took too long to arrive.',
  413: 'The request body is too large.',
  414: 'The address is too long.',
  415: 'Send the request body as application/json.',
  431: 'The request headers are too large.',
};

function messageOf(response: object): string | undefined {
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : undefined;
}
