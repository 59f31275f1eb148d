import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { getContactView } from "@/features/settings";
import { anyDayTimes } from "./booking-rules";
import { getBookingRules } from "./queries";
import { openBookingLink } from "./guest-link";
import { checkGuestChange } from "./guest-changes";
import { guestNoteSchema } from "./form-schema";
import { firstErrorPerField } from "@/lib/actions/public-action";
import { BookingLinkRefused, GuestBookingView } from "./components/guest-booking-view";
import { firstParam, type PageQuery } from "@/lib/routes/search-params";

/** A guest's own booking page: reads only. The values of a refused change come back in the query and are checked again here. */
export async function GuestBookingPage({ token, rawQuery }: { token: string; rawQuery: PageQuery }) {
  const now = new Date();
  const db = await getDb();
  const [opened, contact] = await Promise.all([openBookingLink(db, env().authSecret, token, now), getContactView()]);
  if (opened.kind !== "ok") return <BookingLinkRefused kind={opened.kind} contact={contact} />;

  const intent = firstParam(rawQuery.intent);
  const values = Object.fromEntries(
    ["date", "time", "guests", "note"].map((f) => [f, firstParam(rawQuery[f]).slice(0, 1000)]),
  );
  let fieldErrors: Record<string, string> = {};
  if (intent === "change" && opened.intents.includes("change") && !rawQuery.failed) {
    const checked = await checkGuestChange(db, opened.booking, values, now);
    if (!checked.ok) fieldErrors = checked.fieldErrors;
  } else if (intent === "note" && !rawQuery.failed) {
    const parsed = guestNoteSchema.safeParse({ note: values.note });
    if (!parsed.success) fieldErrors = firstErrorPerField(parsed.error.issues);
  }
  return (
    <GuestBookingView
      token={token}
      booking={opened.booking}
      intents={opened.intents}
      contact={contact}
      times={anyDayTimes(await getBookingRules())}
      clock={() => now}
      fieldErrors={fieldErrors}
      query={{
        done: firstParam(rawQuery.done) || undefined,
        intent: intent || undefined,
        answer: firstParam(rawQuery.answer) || undefined,
        failed: firstParam(rawQuery.failed) === "1",
        values,
      }}
    />
  );
}
