// The HTTP server the app runs on, made as Fastify makes its own, with steps before routing:
// answers that need neither the router nor the hooks (kept answers, http/listener-cache; a
// signed stream link sent on to the bucket, features/streaming/direct-redirect) go out from
// there. The steps are added once the app has registered what provides them.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * Answers a request before routing when it can; false leaves it to the router. A step that
 * took the request may still hand it to the router later, by `route` (having found, say, after
 * a lookup, that the route answers it better: with a refusal in the route's own words).
 */
export type BeforeRouting = (
  request: IncomingMessage,
  response: ServerResponse,
  route: () => void,
) => boolean;

interface ServerOptions {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

export function serverWithStepsBeforeRouting() {
  const steps: BeforeRouting[] = [];
  return {
    /** Adds a step, tried after those added before it. */
    addBeforeRouting(step: BeforeRouting) {
      steps.push(step);
    },
    /** Fastify's serverFactory. */
    factory(
      handler: (request: IncomingMessage, response: ServerResponse) => void,
      options: ServerOptions,
    ): Server {
      const server = createServer((request, response) => {
        let routed = false;
        const route = () => {
          if (routed || response.headersSent) return;
          routed = true;
          handler(request, response);
        };
        for (const step of steps) {
          try {
            if (step(request, response, route)) return;
          } catch {
            // Nothing the step failed on is the request's to answer for: the router answers it,
            // unless the step had begun to answer, and then the connection ends.
            if (response.headersSent) {
              response.destroy();
              return;
            }
          }
        }
        route();
      });
      // What Fastify sets on the servers it makes itself.
      if (options.keepAliveTimeout !== undefined)
        server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },
  };
}
