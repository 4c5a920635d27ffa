// A real OpenID Connect provider (the oidc-provider package) on 127.0.0.1 and a random port, for
// sign-in tests: one confidential client, PKCE required, in-memory accounts, and every
// interaction (login and consent) completed at once for the account the test chose.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import Provider, { type Configuration } from 'oidc-provider';

export interface TestOidcAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next interaction signs in. */
  signInAs(account: TestOidcAccount): void;
  close(): Promise<void>;
}

export async function startOidcProvider(opts: {
  /** The redirect URI registered for the client (better-auth's /callback/<id>). */
  redirectUri: string;
  /** Default: a random free port. */
  port?: number;
}): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'sada-test';
  const clientSecret = 'sada-test-client-secret-that-is-long-enough';
  const accounts = new Map<string, TestOidcAccount>();
  let current: TestOidcAccount | null = null;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['sada-test-oidc-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);

  // The login and consent pages, answered without a person: the chosen account, every scope.
  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (!match) return next();
    if (!current) throw new Error('signInAs() was not called before the sign-in');
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const grant = new provider.Grant({
      accountId: current.sub,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    ctx.redirect(
      await provider.interactionResult(
        ctx.req,
        ctx.res,
        { login: { accountId: current.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      ),
    );
  });

  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      accounts.set(account.sub, account);
      current = account;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
