import "server-only";
import { after } from "next/server";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { isCrossSiteActionPost } from "@/lib/security/action-origin";
import { errorWithoutPersonalData } from "@/lib/security/log-line";
import { mailConfig, runOutbox } from "@/features/outbox";
import { acceptWaitlistOffer } from "./waitlist-store";
import { waitlistIdOfToken, WAITLIST_OFFER_PATH } from "./waitlist-link";

function back(token: string, query: Record<string, string>): Response {
  const qs = new URLSearchParams(query).toString();
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${WAITLIST_OFFER_PATH}/${encodeURIComponent(token)}${qs ? `?${qs}` : ""}`,
      "Cache-Control": "no-store",
    },
  });
}

/** "Accept this table", with or without JavaScript: the acceptance, then back to the page, which says how it went. */
export async function answerWaitlistAcceptPost(request: Request, token: string): Promise<Response> {
  if (isCrossSiteActionPost(request.headers))
    return new Response("A form on this site can only be sent from this site.", { status: 403 });
  const id = waitlistIdOfToken(env().authSecret, token);
  if (!id) return back(token, {});
  try {
    const outcome = await acceptWaitlistOffer(await getDb(), id, { now: new Date(), mail: mailConfig() });
    if (outcome.kind === "accepted")
      after(async () => {
        try {
          await runOutbox();
        } catch (err) {
          console.error(`[outbox] delivery after a waitlist acceptance failed: ${errorWithoutPersonalData(err)}`);
        }
      });
    return back(token, { done: outcome.kind });
  } catch (err) {
    console.error(`[waitlist] accepting an offer failed: ${errorWithoutPersonalData(err)}`);
    return back(token, { failed: "1" });
  }
}
