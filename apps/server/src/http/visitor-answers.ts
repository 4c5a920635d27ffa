// A visitor's kept answer (http/visitor-cache), sent again before routing to the next visitor
// asking for the same URL: the bytes and headers that went out, for no longer than the answer
// they copy is kept, and forgotten with it when what is live in the catalogue changes. A visitor
// here is a GET with no cookie and no Authorization header, as the session reader sees one
// (features/auth/session-reader: no cookie, no session); anyone else goes through the router.
// The hooks a visitor's GET passes decide nothing that the URL does not: the control-character
// and origin checks passed for that URL when its answer was kept, and the routes that keep
// answers for visitors are public.
import type { IncomingHttpHeaders } from 'node:http';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { CatalogCaching } from '../platform/read-cache';
import { keptHeaders, sendKept } from './kept-body';
import type { BeforeRouting } from './server-factory';

interface Answer {
  body: string | Buffer;
  rawHeaders: string[];
  until: number;
  size: number;
}

const keepUntil = Symbol('visitorAnswerUntil');
type Marked = FastifyRequest & { [keepUntil]?: { until: number; generation: number } };

export interface VisitorAnswers {
  /** The answer being sent to this request may be kept for visitors until `until` (ms). */
  keep(reply: FastifyReply, until: number): void;
}

function isVisitor(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return method === 'GET' && !headers.cookie && !headers.authorization;
}

export function registerVisitorAnswers(
  app: FastifyInstance,
  opts: { caching: CatalogCaching; maxEntries: number; maxBytes: number; now?: () => number },
): VisitorAnswers & { beforeRouting: BeforeRouting; readonly size: number } {
  const now = opts.now ?? Date.now;
  const answers = new Map<string, Answer>();
  let bytes = 0;
  // Counts the times everything was forgotten: an answer read before the last of them is stale.
  let generation = 0;
  const remove = (url: string) => {
    const answer = answers.get(url);
    if (!answer) return;
    answers.delete(url);
    bytes -= answer.size;
  };
  opts.caching.forgetting.add(() => {
    answers.clear();
    bytes = 0;
    generation += 1;
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const marked = (request as Marked)[keepUntil];
    if (
      marked !== undefined &&
      marked.generation === generation &&
      reply.statusCode === 200 &&
      (typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      const size = Buffer.byteLength(payload);
      if (size <= opts.maxBytes / 16) {
        const url = request.raw.url ?? request.url;
        remove(url);
        answers.set(url, {
          body: payload,
          rawHeaders: keptHeaders(reply.getHeaders(), payload).rawHeaders,
          until: marked.until,
          size,
        });
        bytes += size;
        // A Map iterates in insertion order: the first is the oldest.
        for (const oldest of answers.keys()) {
          if (answers.size <= opts.maxEntries && bytes <= opts.maxBytes) break;
          remove(oldest);
        }
      }
    }
    done(null, payload);
  });

  const beforeRouting: BeforeRouting = (request, response) => {
    if (!isVisitor(request.method, request.headers)) return false;
    const url = request.url ?? '';
    const answer = answers.get(url);
    if (!answer) return false;
    if (answer.until <= now()) {
      remove(url);
      return false;
    }
    sendKept(app.log, url, response, answer);
    return true;
  };

  return {
    keep(reply, until) {
      const request = reply.request;
      if (isVisitor(request.method, request.headers) && until > now()) {
        (request as Marked)[keepUntil] = { until, generation };
      }
    },
    beforeRouting,
    get size() {
      return answers.size;
    },
  };
}
