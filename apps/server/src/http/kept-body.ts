import type { ServerResponse } from 'node:http';

import type { FastifyBaseLogger } from 'fastify';

import { logRequest } from '../platform/logger';

/**
 * The bytes a kept answer is sent as. Node writes a string in one piece with the headers, a
 * Buffer as a second piece. That is the cheaper way for ASCII text; other text (Arabic titles)
 * would be encoded to UTF-8 on every send, so it is kept as UTF-8 bytes.
 */
export function asBody(json: string): string | Buffer {
  const bytes = Buffer.from(json);
  return bytes.length === json.length ? json : bytes;
}

/** Headers of an answer that belong to that one response, not to what it says. */
const perResponse = new Set(['set-cookie', 'content-length', 'date', 'connection']);

/**
 * The headers of an answer about to be sent, as a kept copy of it is sent again: what the
 * hooks set (security headers, the content type) without those of this one response, by name
 * and, with the body's length, as the flat list Node's writeHead takes.
 */
export function keptHeaders(
  replyHeaders: Record<string, unknown>,
  body: string | Buffer,
): { headers: Record<string, string>; rawHeaders: string[] } {
  const headers: Record<string, string> = {};
  const rawHeaders: string[] = [];
  for (const [name, value] of Object.entries(replyHeaders)) {
    if (perResponse.has(name) || typeof value !== 'string') continue;
    headers[name] = value;
    rawHeaders.push(name, value);
  }
  rawHeaders.push('content-length', String(Buffer.byteLength(body)));
  return { headers, rawHeaders };
}

/** Sends a kept answer to a GET before routing, with the request's log line. */
export function sendKept(
  log: FastifyBaseLogger,
  url: string,
  response: ServerResponse,
  kept: { rawHeaders: string[]; body: string | Buffer },
): void {
  const started = performance.now();
  response.writeHead(200, kept.rawHeaders);
  response.end(kept.body);
  const ms = performance.now() - started;
  logRequest(log, { method: 'GET', url, status: 200, ms, kept: true });
}
