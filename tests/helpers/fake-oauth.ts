import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A fake Google / Facebook OAuth 2.0 server on loopback speaking the real wire protocol:
 *   GET  /authorize     client_id, redirect_uri, response_type=code, state, code_challenge (S256):
 *                       the "user" consents at once and is sent back with ?code&state (or
 *                       ?error=access_denied when `deny` is set)
 *   POST /token         grant_type=authorization_code, code, redirect_uri, code_verifier, client
 *                       credentials in the body or HTTP Basic: answers access_token (JSON)
 *   GET  /userinfo      Bearer token: Google's { sub, email, email_verified, name }
 *   GET  /me            Bearer or ?access_token, ?fields=id,name,email: Facebook's profile
 *   GET  /tokeninfo     ?access_token: Google's { aud, azp, sub, email, email_verified, exp }
 *   GET  /debug_token   ?input_token&access_token=<app id>|<app secret>: Facebook's { data: { app_id, is_valid, user_id } }
 * Errors are the providers' JSON error shapes. Every request is recorded for assertions.
 */

export type FakeOAuthUser = { sub: string; email?: string | null; emailVerified?: boolean; name?: string };
type Client = { clientId: string; clientSecret: string };
type Grant = { client: Client; redirectUri: string; challenge: string | null; user: FakeOAuthUser; expiresAt: number };
type Token = { clientId: string; user: FakeOAuthUser; expiresAt: number };

export type FakeOAuthRequest = { method: string; path: string; query: Record<string, string>; body: Record<string, string> };

export async function startFakeOAuth(options: { port?: number } = {}) {
  const clients = new Map<string, Client>();
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Token>();
  const requests: FakeOAuthRequest[] = [];
  const state = { nextUser: { sub: "fake-sub-1", email: "person@example.test", emailVerified: true, name: "Pat Person" } as FakeOAuthUser, deny: false };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(JSON.stringify(body));
  };
  const oauthError = (res: http.ServerResponse, status: number, error: string, description: string) => send(res, status, { error, error_description: description });
  const bearer = (req: http.IncomingMessage, query: Record<string, string>) => /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? query.access_token ?? "";
  const liveToken = (value: string) => {
    const t = tokens.get(value);
    return t && t.expiresAt > Date.now() ? t : null;
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const query = Object.fromEntries(url.searchParams);
      const type = req.headers["content-type"] ?? "";
      const body: Record<string, string> = type.includes("json") && raw ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? "", path: url.pathname, query, body });

      if (req.method === "GET" && url.pathname === "/authorize") {
        const client = clients.get(query.client_id ?? "");
        if (!client) return oauthError(res, 400, "invalid_client", "The OAuth client was not found.");
        if (!query.redirect_uri || query.response_type !== "code") return oauthError(res, 400, "invalid_request", "redirect_uri and response_type=code are required");
        const back = new URL(query.redirect_uri);
        if (query.state) back.searchParams.set("state", query.state);
        if (state.deny) {
          back.searchParams.set("error", "access_denied");
        } else {
          if (query.code_challenge && query.code_challenge_method !== "S256") return oauthError(res, 400, "invalid_request", "Only S256 code challenges are supported");
          const code = randomBytes(16).toString("base64url");
          grants.set(code, { client, redirectUri: query.redirect_uri, challenge: query.code_challenge ?? null, user: { ...state.nextUser }, expiresAt: Date.now() + 60_000 });
          back.searchParams.set("code", code);
        }
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }

      if (req.method === "POST" && url.pathname === "/token") {
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
        const [basicId, basicSecret] = basic ? Buffer.from(basic, "base64").toString("utf8").split(":").map(decodeURIComponent) : [];
        const clientId = body.client_id ?? basicId;
        const clientSecret = body.client_secret ?? basicSecret;
        const client = clients.get(clientId ?? "");
        if (!client || client.clientSecret !== clientSecret) return oauthError(res, 401, "invalid_client", "Client authentication failed");
        if (body.grant_type !== "authorization_code") return oauthError(res, 400, "unsupported_grant_type", "Only authorization_code");
        const grant = grants.get(body.code ?? "");
        grants.delete(body.code ?? "");
        if (!grant || grant.expiresAt < Date.now() || grant.client.clientId !== clientId) return oauthError(res, 400, "invalid_grant", "Malformed auth code.");
        if (grant.redirectUri !== body.redirect_uri) return oauthError(res, 400, "redirect_uri_mismatch", "Bad Request");
        if (grant.challenge) {
          const computed = createHash("sha256").update(body.code_verifier ?? "").digest("base64url");
          if (computed !== grant.challenge) return oauthError(res, 400, "invalid_grant", "Invalid code verifier.");
        }
        return send(res, 200, { access_token: issueAccessToken(clientId!, grant.user), token_type: "Bearer", expires_in: 3599, scope: "openid email profile" });
      }

      if (req.method === "GET" && url.pathname === "/userinfo") {
        const t = liveToken(bearer(req, {}));
        if (!t) return send(res, 401, { error: "invalid_token", error_description: "Invalid Credentials" });
        return send(res, 200, { sub: t.user.sub, email: t.user.email ?? undefined, email_verified: t.user.emailVerified ?? false, name: t.user.name });
      }

      if (req.method === "GET" && url.pathname === "/me") {
        const t = liveToken(bearer(req, query));
        if (!t) return send(res, 400, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
        const fields = (query.fields ?? "id,name").split(",");
        const profile: Record<string, string> = { id: t.user.sub };
        if (fields.includes("name") && t.user.name) profile.name = t.user.name;
        if (fields.includes("email") && t.user.email) profile.email = t.user.email;
        return send(res, 200, profile);
      }

      if (req.method === "GET" && url.pathname === "/tokeninfo") {
        const t = liveToken(query.access_token ?? "");
        if (!t) return send(res, 400, { error: "invalid_token", error_description: "Invalid Value" });
        return send(res, 200, { aud: t.clientId, azp: t.clientId, sub: t.user.sub, email: t.user.email ?? undefined, email_verified: String(t.user.emailVerified ?? false), exp: String(Math.floor(t.expiresAt / 1000)) });
      }

      if (req.method === "GET" && url.pathname === "/debug_token") {
        const [appId, appSecret] = (query.access_token ?? "").split("|");
        const app = clients.get(appId ?? "");
        if (!app || app.clientSecret !== appSecret) return send(res, 400, { error: { message: "Invalid OAuth access token signature.", type: "OAuthException", code: 190 } });
        const t = liveToken(query.input_token ?? "");
        return send(res, 200, { data: t ? { app_id: t.clientId, type: "USER", is_valid: true, user_id: t.user.sub, expires_at: Math.floor(t.expiresAt / 1000) } : { is_valid: false, error: { code: 190, message: "Invalid OAuth access token." } } });
      }

      send(res, 404, { error: "not_found" });
    });
  });

  function issueAccessToken(clientId: string, user: FakeOAuthUser): string {
    const value = randomBytes(24).toString("base64url");
    tokens.set(value, { clientId, user: { ...user }, expiresAt: Date.now() + 3_600_000 });
    return value;
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Registers a client (Google client id / Facebook app id) with its secret. */
    addClient(clientId: string, clientSecret: string) {
      clients.set(clientId, { clientId, clientSecret });
    },
    /** Who "signs in" at /authorize next. */
    setUser(user: FakeOAuthUser) {
      state.nextUser = user;
    },
    /** The user refuses consent at /authorize. */
    setDeny(deny: boolean) {
      state.deny = deny;
    },
    /** An access token as an app would hold after running the provider's flow itself. */
    issueAccessToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeOAuth = Awaited<ReturnType<typeof startFakeOAuth>>;
