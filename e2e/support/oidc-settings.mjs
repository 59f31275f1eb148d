/**
 * Where the tests' local OpenID issuer listens and the client the e2e server registers with it.
 * Shared by playwright.config.ts, scripts/e2e-server.mjs and the issuer itself.
 */
export function oidcIssuerSettings(e2ePort = process.env.E2E_PORT ?? "3100") {
  const appPort = Number(e2ePort);
  const port = appPort + 1000;
  return {
    port,
    issuer: `http://127.0.0.1:${port}`,
    clientId: "e2e-google-client",
    clientSecret: "e2e-google-client-secret-not-a-real-one",
    redirectUri: `http://127.0.0.1:${appPort}/api/auth/callback/google`,
  };
}
