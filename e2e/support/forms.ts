import { withoutPopups } from "./popups";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export const PHONE = "0116 288 4747";

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}${counter}`;
  return `${tag}-${id}@example.com`;
}

export async function withInsertsRefused(
  request: APIRequestContext,
  email: string,
  during: () => Promise<void>,
): Promise<void> {
  const hook = "/api/test-hooks/refused-inserts";
  expect((await request.post(hook, { data: { email } })).ok()).toBe(true);
  try {
    await during();
  } finally {
    await request.delete(hook, { data: { email } }).catch(() => {});
  }
}

// Each test posts from its own client address, so the per-client rate limit never mixes tests up.
export async function asNewGuest(page: Page) {
  const ip = `203.0.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  await withoutPopups(page);
}

export async function openAsGuest(page: Page, path: string) {
  await asNewGuest(page);
  await page.goto(path);
}

export interface TableRequest {
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  guests: string;
  notes?: string;
}

/** One field of a form, in the order a guest fills it in: its key, its label, and "select" for a drop-down. */
type Field = readonly [key: string, label: string | RegExp, control?: "select"];
type FieldValues<F extends readonly Field[]> = { [K in F[number][0]]?: string };

const WHO = [
  ["name", "Name"],
  ["email", "Email"],
  ["phone", "Phone"],
] as const satisfies readonly Field[];

export const CONTACT_FIELDS = [...WHO, ["message", "Message"]] as const satisfies readonly Field[];
export const EVENT_FIELDS = [
  ...WHO,
  ["eventType", "Event type", "select"],
  ["preferredDate", "Preferred date"],
  ["guests", "Guests"],
  ["serviceStyle", "Service style", "select"],
  ["notes", "Notes"],
] as const satisfies readonly Field[];
export const RESERVATION_FIELDS = [
  ...WHO,
  ["guests", "Guests", "select"],
  ["date", /^Date/],
  ["time", "Time", "select"],
  ["notes", "Notes"],
] as const satisfies readonly Field[];

/** Fills in every field given a value; the others are left as they are. */
export async function fillFields<F extends readonly Field[]>(form: Locator, fields: F, values: FieldValues<F>) {
  for (const [key, label, control] of fields) {
    const value = (values as Record<string, string | undefined>)[key];
    if (value === undefined) continue;
    if (control === "select") await form.getByLabel(label).selectOption(value);
    else await form.getByLabel(label).fill(value);
  }
}

/** Checks that every field given a value shows it. */
export async function expectFields<F extends readonly Field[]>(form: Locator, fields: F, values: FieldValues<F>) {
  for (const [key, label] of fields) {
    const value = (values as Record<string, string | undefined>)[key];
    if (value !== undefined) await expect(form.getByLabel(label)).toHaveValue(value);
  }
}

// Each guest form: its page, its accessible name, its submit button, its success panel and its failure toast.
const GUEST_FORMS = {
  contact: {
    path: "/contact",
    name: "Send us a message",
    submit: "Send Message",
    success: "Message sent!",
    failure: "Error sending message",
    fields: CONTACT_FIELDS,
  },
  event: {
    path: "/events",
    name: /^(Begin planning your event|Tell us about your event)$/,
    submit: "Send Enquiry",
    success: "Enquiry received!",
    failure: "Error submitting enquiry",
    fields: EVENT_FIELDS,
  },
  reservation: {
    path: "/reservations",
    name: "Request a table",
    submit: "Request Reservation",
    success: "Reservation Request Received",
    failure: "Error submitting reservation",
    fields: RESERVATION_FIELDS,
  },
} as const;
type GuestForm = keyof typeof GUEST_FORMS;
type GuestValues<K extends GuestForm> = FieldValues<(typeof GUEST_FORMS)[K]["fields"]>;

export const guestForm = (page: Page, kind: GuestForm) => page.getByRole("form", { name: GUEST_FORMS[kind].name });

/** Fills in the guest form with the values given and presses its submit button. */
async function fillAndSend<K extends GuestForm>(page: Page, kind: K, values: GuestValues<K>) {
  const { submit, fields } = GUEST_FORMS[kind];
  const form = guestForm(page, kind);
  await fillFields(form, fields, values);
  await form.getByRole("button", { name: submit }).click();
  return form;
}

/** Opens the form's page as a new guest, fills it in, sends it and waits for the success panel. */
export async function submitAsGuest<K extends GuestForm>(page: Page, kind: K, values: GuestValues<K>) {
  await openAsGuest(page, GUEST_FORMS[kind].path);
  await expectSuccessPanel(await fillAndSend(page, kind, values), GUEST_FORMS[kind].success);
}

/**
 * Sends the filled-in form slowly enough to see its busy label, then expects one message only: the focused success
 * panel, with every field cleared and no toast even after an empty resend.
 */
export async function sendShowingOneSuccess<K extends GuestForm>(
  page: Page,
  kind: K,
  values: GuestValues<K>,
  { busy, description, sent }: { busy: string; description: string; sent?: string },
) {
  const { submit, success, fields } = GUEST_FORMS[kind];
  await slowDownActions(page);
  const form = await fillAndSend(page, kind, values);
  await expect(form.getByRole("button", { name: busy })).toBeDisabled();
  await expectSuccessPanel(form, success, description);
  if (sent) await expect(form.getByRole("status").filter({ hasText: success })).toContainText(sent);
  await expectFields(form, fields, Object.fromEntries(fields.map(([key]) => [key, ""])));
  // Sent, and nothing typed since: the button waits for the next request.
  await expect(form.getByRole("button", { name: submit })).toBeDisabled();
  await form.getByLabel(fields[0][1]).fill("A");
  await expect(form.getByRole("button", { name: submit })).toBeEnabled();
  await expectNoSuccessToast(page, form, { submit, missing: "Required fields missing", success });
}

/** With the database refusing this guest's row: the form's failure toast with our number, every value kept. */
export async function expectRefusedKeepingValues<K extends GuestForm>(
  page: Page,
  request: APIRequestContext,
  kind: K,
  values: GuestValues<K> & { email: string },
) {
  const { failure, fields } = GUEST_FORMS[kind];
  await withInsertsRefused(request, values.email, async () => {
    const form = await fillAndSend(page, kind, values);
    await expectToast(page, failure, `Please try again or call us directly at ${PHONE}`);
    await expectFields(form, fields, values);
    expect(await storedEnquiries(request, values.email)).toHaveLength(0);
  });
}

/** Without JavaScript a first valid post asks the guest to confirm, keeping every value; the second is sent. */
export async function submitConfirmingWithoutScript<K extends GuestForm>(page: Page, kind: K, values: GuestValues<K>) {
  const { submit, success, fields } = GUEST_FORMS[kind];
  const form = await fillAndSend(page, kind, values);
  await expect(form.getByRole("alert").filter({ hasText: "Please confirm your request" })).toBeVisible();
  await expectFields(form, fields, values);
  await form.getByRole("button", { name: submit }).click();
  await expect(form.getByRole("status")).toContainText(success);
}

export const reservationForm = (page: Page) => guestForm(page, "reservation");
export const requestTable = (page: Page, b: TableRequest) => submitAsGuest(page, "reservation", b);

export async function slowDownActions(page: Page, ms = 1500) {
  await page.route("**/*", async (route) => {
    const req = route.request();
    if (req.method() === "POST" && req.headers()["next-action"]) await new Promise((r) => setTimeout(r, ms));
    // fallback, not continue, so other handlers such as withoutPopups still apply.
    await route.fallback();
  });
}

export interface StoredEnquiry {
  id: string;
  formType: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  guests: number | null;
  eventType: string | null;
  serviceStyle: string | null;
  sourcePage: string;
}

export async function storedEnquiries(request: APIRequestContext, email: string): Promise<StoredEnquiry[]> {
  const res = await request.get(`/api/test-hooks/enquiries?email=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as StoredEnquiry[];
}

export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toasts(page).getByRole("listitem").filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

export async function expectSuccessPanel(form: Locator, title: string, description?: string) {
  const panel = form.getByRole("status").filter({ hasText: title });
  await expect(panel).toBeVisible();
  if (description) await expect(panel).toContainText(description);
  await expect(panel).toBeFocused();
}

export async function expectNoSuccessToast(
  page: Page,
  form: Locator,
  { submit, missing, success }: { submit: string; missing: string; success: string },
) {
  await form.getByRole("button", { name: submit }).click();
  await expect(toasts(page).getByRole("listitem").filter({ hasText: missing })).toBeVisible();
  await expect(toasts(page).getByRole("listitem").filter({ hasText: success })).toHaveCount(0);
}

export function londonDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function openLondonDate(from: number): string {
  for (let days = from; ; days++) {
    const date = londonDate(days);
    // The demo closes ten days after the server first started (eleven when that is Christmas Day). A run that
    // crosses midnight sees it nine days out, so the days either side are never offered as open.
    const closedSpecial = (days >= 9 && days <= 12) || date.endsWith("-12-25");
    if (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1 && !closedSpecial) return date;
  }
}

/** The demo's "Private event" closure as the server seeded it, not as today's clock would place it. */
export async function seededPrivateEvent(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/test-hooks/special-hours");
  expect(res.ok()).toBe(true);
  const rows = (await res.json()) as { date: string; notes: string | null }[];
  const event = rows.find((row) => row.notes === "Private event");
  if (!event) throw new Error("the demo's Private event closure is missing");
  return event.date;
}

export function nextLondonMonday(): string {
  for (let days = 1; ; days++) if (new Date(`${londonDate(days)}T12:00:00Z`).getUTCDay() === 1) return londonDate(days);
}

/** The first date from `from` days ahead on a weekday (0 Sunday … 6 Saturday), skipping the demo's closed dates. */
export function nextLondonWeekday(weekday: number, from = 1): string {
  for (let days = from; ; days++) {
    const date = openLondonDate(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === weekday) return date;
  }
}

export function bookingDayLabel(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
