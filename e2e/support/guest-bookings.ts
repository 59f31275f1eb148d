import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectToast } from "./forms";
import type { ReceivedMail } from "./mail";
import { scaled } from "./time";

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export const weekdayName = (date: string) => WEEKDAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

/** The path of the link an e-mail names as "<label>: <url>". */
export function linkIn(mail: ReceivedMail, label: string): string {
  const found = new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: (\\S+)`).exec(mail.text)?.[1];
  expect(found, `"${label}" link in "${mail.subject}"`).toBeTruthy();
  // The sink's mail names the configured site address; the test server may listen elsewhere.
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

/** Runs the reminder and thank-you job as if the clock read `at`, as the cron route or a server would. */
export async function runBookingMail(request: APIRequestContext, at: Date) {
  const res = await request.post("/api/test-hooks/booking-mail", { data: { at: at.toISOString() } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { reminders: number; thankYous: number };
}

/** The moment a London wall-clock date and time happen. */
export function londonInstant(date: string, time: string): Date {
  for (const offset of [0, 1]) {
    const candidate = new Date(`${date}T${time}:00Z`);
    candidate.setUTCHours(candidate.getUTCHours() - offset);
    const wall = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(candidate);
    if (wall === time) return candidate;
  }
  throw new Error(`no London instant for ${date} ${time}`);
}

/** Sets (or with "" clears) the covers per slot of `date`'s weekday in Opening times. */
export async function setCoversLimit(staff: Page, date: string, limit: string) {
  await staff.goto("/admin/opening-times");
  await expect(staff.getByRole("button", { name: "Save booking slots" })).toBeEnabled();
  await staff.getByLabel(`${weekdayName(date)} Covers per slot (optional)`).fill(limit);
  await staff.getByRole("button", { name: "Save booking slots" }).click();
  await expectToast(staff, "Booking slots saved");
}

/** Saves a picture of an e-mail's HTML as a guest's mail program would show it, for a person to look at. */
export async function shootMail(page: Page, mail: ReceivedMail, name: string) {
  const view = await page.context().newPage();
  await view.setViewportSize({ width: 700, height: 900 });
  await view.setContent(mail.html);
  await view.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  await view.close();
}

export interface PhoneBooking {
  name: string;
  phone: string;
  email?: string;
  date: string;
  time: string;
  guests: number;
  notes?: string;
}

/** On a reservation book page: adds a booking taken by phone and waits for its dialog to close. */
export async function addPhoneBooking(page: Page, booking: PhoneBooking) {
  await page.getByRole("button", { name: "Add phone booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a booking taken by phone" });
  await dialog.getByLabel("Name", { exact: true }).fill(booking.name);
  await dialog.getByLabel("Phone", { exact: true }).fill(booking.phone);
  if (booking.email) await dialog.getByLabel("E-mail (optional)").fill(booking.email);
  await dialog.getByLabel("Date", { exact: true }).fill(booking.date);
  await dialog.getByLabel("Time", { exact: true }).selectOption(booking.time);
  await dialog.getByLabel("Guests", { exact: true }).fill(String(booking.guests));
  if (booking.notes) await dialog.getByLabel("Notes (optional)").fill(booking.notes);
  await dialog.getByRole("button", { name: "Add booking" }).click();
  // As patient as the most patient spec that adds bookings this way: the save goes to the server and back.
  await expect(dialog).toBeHidden({ timeout: scaled(20_000) });
}
