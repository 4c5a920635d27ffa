// The account the browser tests' OpenID Connect provider signs in (e2e/oidc-provider-server.ts).
export const oidcAccount = {
  sub: 'e2e-oidc-person',
  email: 'oidc.person@example.com',
  emailVerified: true,
  name: 'Hafsa Idris',
};
