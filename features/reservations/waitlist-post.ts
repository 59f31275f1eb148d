import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { backToSignedPage, crossSiteRefusal } from "@/lib/routes/signed-link-post";
import { errorWithoutPersonalData } from "@/lib/security/log-line";
import { deliverAfterResponse, mailConfig } from "@/features/outbox";
import { acceptWaitlistOffer } from "./waitlist-store";
import { waitlistIdOfToken, WAITLIST_OFFER_PATH } from "./waitlist-link";

const back = (token: string, query: Record<string, string>) => backToSignedPage(WAITLIST_OFFER_PATH, token, query);

/** "Accept this table", with or without JavaScript: the acceptance, then back to the page, which says how it went. */
export async function answerWaitlistAcceptPost(request: Request, token: string): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const id = waitlistIdOfToken(env().authSecret, token);
  if (!id) return back(token, {});
  try {
    const outcome = await acceptWaitlistOffer(await getDb(), id, { now: new Date(), mail: mailConfig() });
    if (outcome.kind === "accepted") deliverAfterResponse("a waitlist acceptance");
    return back(token, { done: outcome.kind });
  } catch (err) {
    console.error(`[waitlist] accepting an offer failed: ${errorWithoutPersonalData(err)}`);
    return back(token, { failed: "1" });
  }
}
