// Which listening rule a request is answered under (decision 014): the signed-in listener's own,
// once chosen; otherwise the one a visitor's device sends as `hear=` (the URL then differs per
// rule, so answers kept by URL stay right); otherwise everything reviewed.
import {
  DEFAULT_LISTENING_RULE,
  instrumentationMessages,
  LISTENING_RULE_QUERY,
  listeningRules,
  type ListeningRule,
} from '@sada/contracts/instrumentation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Hearing } from '../catalog/listening-rule';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The rule this request's tracks are chosen by, and whose request it is. */
    hearing(): Promise<Hearing>;
  }
}

const ruleInvalid = () =>
  new AppError(400, 'listening_rule_invalid', instrumentationMessages.ruleInvalid, {
    [LISTENING_RULE_QUERY]: instrumentationMessages.ruleInvalid,
  });

/**
 * The `hear` field of a raw request URL: the rule, null when absent; throws on anything else.
 * Read from the URL itself: a route's query schema drops fields it does not name.
 */
export function ruleInUrl(url: string): ListeningRule | null {
  const start = url.indexOf('?');
  if (start === -1) return null;
  const values = new URLSearchParams(url.slice(start + 1)).getAll(LISTENING_RULE_QUERY);
  if (values.length === 0) return null;
  const [value] = values;
  if (values.length > 1 || !listeningRules.includes(value as ListeningRule)) throw ruleInvalid();
  return value as ListeningRule;
}

export const listeningRule = fp(
  async function plugin(app: FastifyInstance) {
    app.decorateRequest('hearing', async function (this: FastifyRequest): Promise<Hearing> {
      const asked = ruleInUrl(this.url);
      const viewer = await this.viewer();
      return {
        rule: viewer?.listeningRule ?? asked ?? DEFAULT_LISTENING_RULE,
        viewerId: viewer?.id ?? null,
        artistId: viewer?.artistId ?? null,
      };
    });
  },
  { name: 'sada-listening-rule', dependencies: ['sada-session'] },
);
