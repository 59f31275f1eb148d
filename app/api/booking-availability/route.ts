import { connection } from "next/server";
import { readDayAvailability } from "@/features/reservations/booking-read";
import { dayPlan } from "@/features/reservations/booking-rules";
import { getBookingRules } from "@/features/reservations/queries";
import { getDb } from "@/lib/db";
import { bookableDates, systemClock } from "@/lib/forms/field-lists";
import { isCalendarDate } from "@/lib/forms/field-schemas";

export async function GET(request: Request): Promise<Response> {
  await connection();
  const date = new URL(request.url).searchParams.get("date") ?? "";
  const { min, max } = bookableDates("reservation", systemClock);
  if (!isCalendarDate(date) || date < min || date > max) return json({ error: "Choose a date a guest may book." }, 400);
  const rules = await getBookingRules();
  const plan = rules ? dayPlan(rules, date) : null;
  if (!plan || plan.times.length === 0) return json({ date, covers: {}, seatable: null });
  try {
    return json({ date, ...(await readDayAvailability(await getDb(), plan)) });
  } catch (err) {
    console.error("[booking-availability] availability unreadable", err instanceof Error ? err.name : "unknown");
    return json({ error: "Please try again." }, 503);
  }
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
