// The HTTP server the app runs on, made as Fastify makes its own, with one step before routing:
// answers that need neither the router nor the hooks (kept answers, http/listener-cache) go out
// from there. The step is set once the app has registered what provides it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import type { BeforeRouting } from './listener-cache';

interface ServerOptions {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

export function serverWithStepBeforeRouting() {
  let before: BeforeRouting | null = null;
  return {
    setBeforeRouting(step: BeforeRouting) {
      before = step;
    },
    /** Fastify's serverFactory. */
    factory(
      handler: (request: IncomingMessage, response: ServerResponse) => void,
      options: ServerOptions,
    ): Server {
      const server = createServer((request, response) => {
        try {
          if (before?.(request, response)) return;
        } catch {
          // Nothing the step failed on is the request's to answer for: the router answers it,
          // unless the step had begun to answer, and then the connection ends.
          if (response.headersSent) {
            response.destroy();
            return;
          }
        }
        handler(request, response);
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
