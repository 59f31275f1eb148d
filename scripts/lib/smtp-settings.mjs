export function smtpSinkSettings(e2ePort = process.env.E2E_PORT ?? "3100") {
  const appPort = Number(e2ePort);
  return { smtpPort: appPort + 1002, controlPort: appPort + 1003, control: `http://127.0.0.1:${appPort + 1003}` };
}
