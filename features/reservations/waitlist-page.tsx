import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { waitlistEntries } from "@/lib/db/schema";
import { formatClockTime } from "@/lib/time/london";
import { getContactView } from "@/features/settings";
import { statusAt } from "./waitlist";
import { waitlistIdOfToken, WAITLIST_OFFER_PATH } from "./waitlist-link";
import { offerDeadlineText } from "./waitlist-mail";
import { WaitlistOfferView, type OfferPageState } from "./components/waitlist-offer-view";
import { firstParam, type PageQuery } from "@/lib/routes/search-params";

/** Reads only: what the entry is now, and what the last press of the button did (from the redirect's query). */
export async function WaitlistOfferPage({ token, rawQuery }: { token: string; rawQuery: PageQuery }) {
  const now = new Date();
  const contact = await getContactView();
  const action = `/api${WAITLIST_OFFER_PATH}/${encodeURIComponent(token)}`;
  const id = waitlistIdOfToken(env().authSecret, token);
  const [entry] = id ? await (await getDb()).select().from(waitlistEntries).where(eq(waitlistEntries.id, id)) : [];
  let state: OfferPageState = { kind: "invalid" };
  if (entry && entry.status !== "withdrawn") {
    const offer = {
      date: entry.date,
      time: formatClockTime(entry.time),
      party: entry.party,
      deadline: entry.offerExpiresAt ? offerDeadlineText(entry.offerExpiresAt) : null,
    };
    const done = firstParam(rawQuery.done);
    const status = statusAt(entry, now);
    if (status === "accepted") state = { kind: "accepted", offer, justNow: done === "accepted" };
    else if (status === "offered") state = { kind: "open", offer, failed: firstParam(rawQuery.failed) === "1" };
    else if (status === "expired") state = { kind: "expired", offer };
    else state = done === "gone" ? { kind: "gone", offer } : { kind: "waiting", offer };
  }
  return <WaitlistOfferView state={state} contact={contact} action={action} />;
}
