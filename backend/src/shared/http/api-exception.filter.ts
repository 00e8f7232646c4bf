import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@dental/contracts';
import { DomainError, DomainErrorKind } from '../domain-errors';

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
 * errors map by kind; anything unexpected is logged and answered as a plain 500 with no details.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Api');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body } = toErrorResponse(exception);
    if (status >= 500 && status !== 503) this.logger.error(`${request.method} ${request.url}: ${exception instanceof Error ? exception.stack : String(exception)}`);
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
  }
}

export function toErrorResponse(exception: unknown): { status: number; body: ApiErrorBody } {
  if (exception instanceof DomainError) {
    return { status: STATUS_BY_KIND[exception.kind], body: exception.issues ? { message: exception.message, issues: exception.issues } : { message: exception.message } };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message = typeof response === 'string' ? response : messageOf(response) ?? exception.message;
    return { status, body: { message: status === HttpStatus.NOT_FOUND && message.startsWith('Cannot ') ? 'Not found' : message } };
  }
  // Errors raised by Fastify before a handler runs (body parsing, size limits) carry a statusCode.
  const fastifyStatus = (exception as { statusCode?: number } | null)?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    return { status: fastifyStatus, body: { message: fastifyErrorMessage(exception as { code?: string; message?: string }, fastifyStatus) } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}

function messageOf(response: object): string | undefined {
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : undefined;
}

function fastifyErrorMessage(error: { code?: string; message?: string }, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is larger than 1 MB.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    default:
      return status === 413 ? 'The request body is too large.' : error.message ?? 'Bad request';
  }
}
