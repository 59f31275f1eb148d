import { after } from "next/server";
import { errorWithoutPersonalData } from "@/lib/security/log-line";
import { runOutbox } from "./delivery";

/** Sends what was queued once the answer has gone: SMTP never delays or fails the guest. */
export function deliverAfterResponse(occasion: string) {
  after(async () => {
    try {
      await runOutbox();
    } catch (err) {
      console.error(`[outbox] delivery after ${occasion} failed: ${errorWithoutPersonalData(err)}`);
    }
  });
}
