// What a request is about, decided the way the router decides it. The router decodes a
// percent-encoded path before matching (`/%61pi/playlists` is `/api/playlists`), so a check on
// the raw request line would let a re-spelled path past it: decide by the route that matched, or
// for a path no route matched, by the path as the router reads it.
import type { FastifyRequest } from 'fastify';

/** The path of a request URL, decoded; the raw path when it is not valid percent-encoding. */
export function decodedPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function isApiPattern(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** True for a request answered (or refused) by the JSON API rather than the web app. */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && route !== '*' && route !== '/*') return isApiPattern(route);
  // No route matched: any spelling of the API prefix, any letter case, gets the API's answer.
  return isApiPattern(decodedPath(request.url).toLowerCase());
}
