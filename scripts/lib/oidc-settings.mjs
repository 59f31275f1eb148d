export function multiInstancePorts(e2ePort = process.env.E2E_PORT ?? "3100") {
  const appPort = Number(e2ePort);
  return { a: appPort + 20, b: appPort + 21 };
}

export function oidcIssuerSettings(e2ePort = process.env.E2E_PORT ?? "3100") {
  const appPort = Number(e2ePort);
  const port = appPort + 1000;
  const callback = (p) => `http://127.0.0.1:${p}/api/auth/callback/google`;
  const { a, b } = multiInstancePorts(e2ePort);
  return {
    port,
    issuer: `http://127.0.0.1:${port}`,
    clientId: "e2e-google-client",
    clientSecret: "e2e-google-client-secret-not-a-real-one",
    redirectUri: callback(appPort),
    redirectUris: [callback(appPort), callback(a), callback(b)],
  };
}
