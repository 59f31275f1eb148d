/**
 * Where the tests' SMTP sink listens (the e2e server sends its e-mails there) and its control
 * address (tests read what arrived and stop or start the SMTP side). Shared by
 * playwright.config.ts, scripts/e2e-server.mjs, the sink and e2e/support/mail.ts.
 */
export function smtpSinkSettings(e2ePort = process.env.E2E_PORT ?? "3100") {
  const appPort = Number(e2ePort);
  return { smtpPort: appPort + 1002, controlPort: appPort + 1003, control: `http://127.0.0.1:${appPort + 1003}` };
}
