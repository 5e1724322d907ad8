import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/** What the test issuer says about one of its people, keyed by the login typed at its form. */
export type IssuerPerson = {
  email?: string;
  email_verified?: boolean;
  /** Microsoft Entra ID's "email domain owner verified" optional claim. */
  xms_edov?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export const TEST_CLIENT = { id: 'sendero', secret: 'sendero-client-secret-for-tests' };

/**
 * A real OpenID provider (panva's oidc-provider) on loopback, for sign-in with the institution.
 * Its development login form accepts any login for the people in `people`; consent is granted
 * on the spot (the documented "skip consent" recipe), so a sign-in is two posts and a redirect.
 */
export async function startTestIssuer({ redirectUris }: { redirectUris: string[] }) {
  const people = new Map<string, IssuerPerson>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** How long the issuer's authorization codes live; a test shortens it to see an expired one refused. */
  const lifetimes = { authorizationCodeSeconds: 60 };

  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    ttl: { AuthorizationCode: () => lifetimes.authorizationCodeSeconds, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified', 'xms_edov'], profile: ['given_name', 'family_name', 'name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-issuer-cookie-key'] },
    findAccount: async (_ctx, id) => {
      const person = people.get(id);
      if (!person) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...person }) };
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  // Its development warnings are not the test's business.
  provider.on('server_error', () => {});
  server.on('request', provider.callback());

  return {
    issuer,
    provider,
    people,
    lifetimes,
    /**
     * Follows an authorization URL through the login form as `login` and returns where the issuer
     * sends the browser back (the relying party's callback with `code` and `state`).
     */
    async signIn(authorizationUrl: string, login: string): Promise<URL> {
      const jar = new Map<string, string>();
      const send = async (url: string, init: RequestInit = {}) => {
        const response = await fetch(url, {
          ...init,
          redirect: 'manual',
          headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const at = pair!.indexOf('=');
          jar.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        return response;
      };
      let location = authorizationUrl;
      for (let step = 0; step < 10; step += 1) {
        const target = new URL(location, issuer);
        if (!target.href.startsWith(issuer)) return target;
        const match = /^\/interaction\/([^/]+)$/.exec(target.pathname);
        const response = match
          ? await send(target.href, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
            })
          : await send(target.href);
        const next = response.headers.get('location');
        if (!next) throw new Error(`the issuer stopped at ${target.pathname} with ${response.status}: ${(await response.text()).slice(0, 300)}`);
        location = next;
      }
      throw new Error('too many redirects at the issuer');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestIssuer = Awaited<ReturnType<typeof startTestIssuer>>;
