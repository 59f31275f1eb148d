import { expect, type APIRequestContext } from "@playwright/test";
import { scaled } from "../../scripts/lib/time-scale.mjs";
import { smtpSinkSettings } from "./smtp-settings.mjs";

const control = (smtpSinkSettings() as { control: string }).control;

export interface ReceivedMail {
  receivedAt: string;
  envelopeTo: string[];
  messageId: string | null;
  date: string | null;
  from: string | null;
  to: string | null;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string | null; contentType: string; content: string }[];
  raw: string;
}

export async function mailTo(request: APIRequestContext, address: string): Promise<ReceivedMail[]> {
  const res = await request.get(`${control}/messages?to=${encodeURIComponent(address)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ReceivedMail[];
}

export async function waitForMail(
  request: APIRequestContext,
  address: string,
  count = 1,
  timeout = scaled(30_000),
): Promise<ReceivedMail[]> {
  await expect
    .poll(async () => (await mailTo(request, address)).length, { timeout, message: `e-mails to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return mailTo(request, address);
}

export async function stopSmtp(request: APIRequestContext) {
  expect((await request.post(`${control}/smtp/stop`)).ok()).toBe(true);
}

export async function startSmtp(request: APIRequestContext) {
  expect((await request.post(`${control}/smtp/start`)).ok()).toBe(true);
}

export function icsProperties(ics: string): Map<string, string[]> {
  const lines = ics
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .filter(Boolean);
  const out = new Map<string, string[]>();
  for (const line of lines) {
    const i = line.indexOf(":");
    const name = line.slice(0, i);
    out.set(name, [...(out.get(name) ?? []), line.slice(i + 1)]);
  }
  return out;
}
