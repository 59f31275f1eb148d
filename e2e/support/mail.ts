import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { scaled, writtenDate } from "./time";
import {
  PHONE,
  type TableRequest,
  openAsGuest,
  openLondonDate,
  requestTable,
  submitAsGuest,
  storedEnquiries,
  uniqueEmail,
} from "./forms";
import { smtpSinkSettings } from "../../scripts/lib/smtp-settings.mjs";

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

async function switchSmtp(request: APIRequestContext, to: "stop" | "start") {
  expect((await request.post(`${control}/smtp/${to}`)).ok()).toBe(true);
}

const newGuest = (name: string, label: string) => ({
  name: `${name} ${Date.now().toString(36)}`,
  email: uniqueEmail(label),
});

/** A contact-form guest whose name and address are new to this run. */
export const contactGuest = (name: string, label: string, message: string) => ({ ...newGuest(name, label), message });

/** A table request, `days` open days ahead, from a guest whose name and address are new to this run. */
export const tableGuest = (name: string, label: string, days: number, time: string, guests: string, notes: string) => ({
  ...newGuest(name, label),
  date: openLondonDate(days),
  time,
  guests,
  notes,
});

/** Sends a contact message while the mail server is down, runs `whileDown`, then brings the server back. */
export async function contactDuringOutage(
  page: Page,
  request: APIRequestContext,
  guest: { name: string; email: string; message: string },
  whileDown: () => Promise<void>,
) {
  await switchSmtp(request, "stop");
  try {
    await sendContact(page, guest);
    await whileDown();
  } finally {
    await switchSmtp(request, "start");
  }
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

export const RESTAURANT_EMAIL = "hello@47restaurant.co.uk";
export const STAFF_INBOX = "staff@47restaurant.test";

export const longDate = (iso: string) => writtenDate(new Date(`${iso}T00:00:00Z`), "long");

// Each booking from its own phone: the forms count requests per phone number, and the suite books many tables.
/** A mobile number of its own for each request: guests are limited per phone as well as per client and address. */
export const guestPhone = () => `07700 9${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`;

export const reserve = (page: Page, b: Omit<TableRequest, "phone">) =>
  requestTable(page, { ...b, phone: guestPhone() });

export const sendContact = (page: Page, c: { name: string; email: string; message: string }) =>
  submitAsGuest(page, "contact", c);

export const sendEventEnquiry = (
  page: Page,
  e: { name: string; email: string; eventType: string; preferredDate: string; guests: string; notes: string },
) => submitAsGuest(page, "event", e);

/** Subscribes from the home page and returns the welcome e-mail. */
export async function subscribeToNewsletter(
  page: Page,
  request: APIRequestContext,
  { name, email }: { name: string; email: string },
): Promise<ReceivedMail> {
  await openAsGuest(page, "/");
  const form = page.getByRole("form", { name: "Join our newsletter" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  const [welcome] = await waitForMail(request, email);
  return welcome!;
}

export function expectGuestMail(mail: ReceivedMail, opts: { name: string; secret?: string }) {
  expect(mail.from).toContain("47 Restaurant");
  expect(mail.replyTo).toBe(RESTAURANT_EMAIL);
  expect(mail.date).toBeTruthy();
  expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@[^>]+>$/);
  expect(mail.raw).toMatch(/multipart\/alternative/);
  expect(mail.text).toContain(`Dear ${opts.name}`);
  expect(mail.html).toContain(`Dear ${opts.name}`);
  expect(mail.text).toContain(PHONE);
  if (opts.secret) expect(mail.raw).not.toContain(opts.secret);
}

export async function staffNoticeFor(request: APIRequestContext, name: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => (found = (await mailTo(request, STAFF_INBOX)).find((m) => m.subject.includes(name))) !== undefined,
      { timeout: scaled(30_000) },
    )
    .toBe(true);
  return found!;
}

/** The subjects of every e-mail queued for this address, delivered or not. */
export async function outboxSubjects(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await request.get(`/api/test-hooks/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as string[];
}

/** How many outbox e-mails to this address have run out of attempts. */
export async function failedOutboxCount(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.post("/api/test-hooks/outbox", { data: { to } });
  return ((await res.json()) as { failed: number }).failed;
}

/** The stored id of the first enquiry from this address (the test hook returns it beyond StoredEnquiry's fields). */
export async function enquiryId(request: APIRequestContext, email: string): Promise<string> {
  return ((await storedEnquiries(request, email))[0] as unknown as { id: string }).id;
}
