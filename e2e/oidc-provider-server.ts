// The OpenID Connect provider the browser tests sign in with (playwright.config.ts starts it
// beside the server): the same in-process provider as the server tests, on a fixed port, signing
// in one verified test account without a login page.
import { startOidcProvider } from '../apps/server/src/test/oidc-provider';
import { oidcAccount } from './oidc-provider-server-account';

const port = Number(process.env.E2E_OIDC_PORT ?? 3198);
const sadaUrl = process.env.E2E_SADA_URL ?? 'http://localhost:3197';

const provider = await startOidcProvider({
  port,
  redirectUri: `${sadaUrl}/api/auth/callback/sada-id`,
});
provider.signInAs(oidcAccount);
console.log(`test OpenID Connect provider at ${provider.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void provider.close().then(() => process.exit(0)));
}
