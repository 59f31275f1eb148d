#!/usr/bin/env node
import { createServer } from "node:http";
import Provider from "oidc-provider";
import { oidcIssuerSettings } from "../../scripts/lib/oidc-settings.mjs";

const { issuer, port, clientId, clientSecret, redirectUris } = oidcIssuerSettings(process.env.E2E_PORT);

function accountFromId(id) {
  const unverified = id.startsWith("unverified:");
  const email = unverified ? id.slice("unverified:".length) : id;
  return { email, verified: !unverified };
}

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      grant_types: ["authorization_code"],
      response_types: ["code"],
    },
  ],
  conformIdTokenClaims: false,
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  scopes: ["openid", "email", "profile"],
  cookies: { keys: ["e2e-only-oidc-cookie-key"] },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: async (_ctx, id) => ({
    accountId: id,
    claims: async () => {
      const { email, verified } = accountFromId(id);
      return { sub: id, email, email_verified: verified, name: email.split("@")[0] };
    },
  }),
});
provider.on("server_error", (_ctx, err) => console.error("[oidc-issuer] server error", err));
provider.on("grant.error", (ctx, err) =>
  console.error(
    "[oidc-issuer] grant error",
    err.message,
    err.error_detail ?? "",
    process.env.OIDC_DEBUG ? JSON.stringify(ctx.oidc?.params) : "",
  ),
);

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test Google sign-in</title></head>
<body><main><h1>Test Google sign-in</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">E-mail address</label> <input id="email" name="email" type="email" required>
<label><input type="checkbox" name="verified" value="yes" checked> E-mail verified</label>
<button type="submit">Continue</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

async function readForm(req) {
  let body = "";
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

async function handleInteraction(req, res, parts) {
  const details = await provider.interactionDetails(req, res);
  const [, , uid, step] = parts;
  if (uid !== details.uid) throw new Error("interaction mismatch");

  if (req.method === "GET" && details.prompt.name === "login") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(loginPage(details.uid));
    return;
  }
  if (req.method === "GET" && details.prompt.name === "consent") {
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }
  if (req.method === "POST" && step === "login") {
    const form = await readForm(req);
    const email = (form.get("email") ?? "").trim();
    const accountId = form.get("verified") === "yes" ? email : `unverified:${email}`;
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    return;
  }
  if (req.method === "POST" && step === "abort") {
    await provider.interactionFinished(
      req,
      res,
      { error: "access_denied", error_description: "The user cancelled the sign-in" },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  res.writeHead(404).end();
}

const callback = provider.callback();
const server = createServer((req, res) => {
  const parts = (req.url ?? "/").split("?")[0].split("/");
  if (parts[1] === "interaction") {
    handleInteraction(req, res, parts).catch((err) => {
      console.error("[oidc-issuer] interaction failed", err);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("interaction failed");
    });
    return;
  }
  if (req.url === "/health") {
    res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    return;
  }
  if (process.env.OIDC_DEBUG) console.log("[oidc-issuer]", req.method, req.url);
  callback(req, res);
});

server.listen(port, "127.0.0.1", () => console.log(`[oidc-issuer] ${issuer} ready`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
