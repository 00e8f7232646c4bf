import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { frameworkErrorResponse } from './api-exception.filter';

/**
 * Errors found before any route runs, in the API's `{message}` shape like every other answer.
 * Fastify's router reports a broken %-escape (FST_ERR_BAD_URL) and an over-long path parameter
 * (FST_ERR_MAX_PARAM_LENGTH) here instead of answering in its own shape.
 */
export function frameworkErrors(
  error: { code?: string; statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = frameworkErrorResponse(error, error.statusCode ?? 400);
  void reply.code(status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * Node's HTTP parser rejects a request before there is a request object (headers too large, a
 * request that took too long to arrive, bytes that are not HTTP): the answer is written straight
 * to the socket, in the same shape, and the connection closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const addressTooLong =
    error.code === 'HPE_HEADER_OVERFLOW' && requestLineIsLong((error as { rawPacket?: unknown }).rawPacket);
  const status = addressTooLong
    ? 414
    : error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const { body } = frameworkErrorResponse(addressTooLong ? { code: 'FST_ERR_MAX_PARAM_LENGTH' } : error, status);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/**
 * Node counts the request line with the headers against one limit: when the line alone is most of
 * it (no line break within the first 8 KiB the parser saw), it is the address that is too long.
 */
function requestLineIsLong(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const lineEnd = rawPacket.indexOf('\r\n');
  return lineEnd === -1 ? rawPacket.length >= 8192 : lineEnd >= 8192;
}
