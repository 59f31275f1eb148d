import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { errorWithoutPersonalData } from "@/lib/actions/public-action";
import { backToSignedPage, crossSiteRefusal } from "@/lib/routes/signed-link-post";
import { readLimitedFormData } from "@/lib/security/limited-form-data";
import { BOOKING_PATH, bookingIdOfToken } from "@/features/enquiries";
import { GUEST_INTENTS, type GuestIntent } from "./guest-booking";
import { addNoteAsGuest, cancelAsGuest, changeAsGuest, confirmAsGuest, type GuestOutcome } from "./guest-changes";

const FIELDS: Record<GuestIntent, readonly string[]> = {
  cancel: [],
  coming: [],
  change: ["date", "time", "guests"],
  note: ["note"],
};

const answer = (token: string, query: Record<string, string>) => backToSignedPage(BOOKING_PATH, token, query);

/**
 * A button on a guest's booking page, with or without JavaScript: the change, then a redirect back
 * to the page, which says what happened. A refused change returns the guest's values to the form.
 */
export async function answerGuestBookingPost(request: Request, token: string): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readLimitedFormData(request, 32 * 1024);
  if (!read.ok) return new Response("That form is too large to send.", { status: 413 });
  const intent = read.formData.get("intent");
  if (typeof intent !== "string" || !(GUEST_INTENTS as readonly string[]).includes(intent)) return answer(token, {});
  const id = bookingIdOfToken(env().authSecret, token);
  if (!id) return answer(token, {});

  const values = Object.fromEntries(
    FIELDS[intent as GuestIntent].map((f) => {
      const v = read.formData.get(f);
      return [f, typeof v === "string" ? v : ""];
    }),
  );
  let outcome: GuestOutcome;
  try {
    const db = await getDb();
    const ctx = { now: new Date() };
    outcome = await { cancel: cancelAsGuest, coming: confirmAsGuest, change: changeAsGuest, note: addNoteAsGuest }[
      intent as GuestIntent
    ](db, id, values, ctx);
  } catch (err) {
    console.error(`[booking-link] ${intent} failed: ${errorWithoutPersonalData(err)}`);
    return answer(token, { intent, failed: "1", ...values });
  }
  if (outcome.ok) return answer(token, { done: outcome.done });
  if (outcome.reason === "invalid") return answer(token, { intent, ...values });
  return answer(token, { done: "refused" });
}
