#!/usr/bin/env node
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { smtpSinkSettings } from "../../scripts/lib/smtp-settings.mjs";

const { smtpPort, controlPort } = smtpSinkSettings();
const messages = [];
let smtp = null;

function makeSmtp() {
  return new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (c) => chunks.push(c));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks);
        try {
          const parsed = await simpleParser(raw);
          const headers = {};
          for (const { key, line } of parsed.headerLines)
            headers[key] = line
              .slice(line.indexOf(":") + 1)
              .replace(/\r?\n[ \t]+/g, " ")
              .trim();
          messages.push({
            receivedAt: new Date().toISOString(),
            envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            messageId: parsed.messageId ?? null,
            date: parsed.date ? parsed.date.toISOString() : null,
            from: parsed.from?.text ?? null,
            to: parsed.to
              ? [parsed.to]
                  .flat()
                  .map((a) => a.text)
                  .join(", ")
              : null,
            replyTo: parsed.replyTo?.text ?? null,
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers,
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? null,
              contentType: a.contentType,
              content: a.content.toString("utf8"),
            })),
            raw: raw.toString("utf8"),
          });
          callback();
        } catch (err) {
          callback(err);
        }
      });
    },
  });
}

function startSmtp() {
  if (smtp) return Promise.resolve();
  const server = makeSmtp();
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(smtpPort, "127.0.0.1", () => {
      smtp = server;
      resolve();
    });
  });
}

function stopSmtp() {
  if (!smtp) return Promise.resolve();
  const server = smtp;
  smtp = null;
  return new Promise((resolve) => server.close(() => resolve()));
}

const control = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  // Each answer closes its connection: a test that polls again after more than Node's five idle
  // seconds would otherwise reuse a socket the server is closing that moment (ECONNRESET).
  const json = (status, body) => {
    res.writeHead(status, { "content-type": "application/json", connection: "close" });
    res.end(JSON.stringify(body));
  };
  try {
    if (req.method === "GET" && url.pathname === "/health") return json(200, { smtp: Boolean(smtp) });
    if (req.method === "GET" && url.pathname === "/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      return json(200, to ? messages.filter((m) => m.envelopeTo.includes(to)) : messages);
    }
    if (req.method === "POST" && url.pathname === "/smtp/stop")
      return await stopSmtp().then(() => json(200, { smtp: false }));
    if (req.method === "POST" && url.pathname === "/smtp/start")
      return await startSmtp().then(() => json(200, { smtp: true }));
    json(404, { error: "not found" });
  } catch (err) {
    json(500, { error: String(err) });
  }
});

await startSmtp();
control.listen(controlPort, "127.0.0.1", () =>
  console.log(`[smtp-sink] SMTP on 127.0.0.1:${smtpPort}, control on 127.0.0.1:${controlPort}`),
);

const shutdown = () => {
  control.close();
  void stopSmtp().finally(() => process.exit(0));
};
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
