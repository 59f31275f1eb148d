import type { Database } from "@/lib/db/client";
import { activityLog } from "@/lib/db/schema";

export interface LoggedChange {
  action: string;
  id: string;
  summary: string;
  before: unknown;
  after: unknown;
}

/** Logs a change made outside the admin actions (which log their own): a guest's, or the waitlist's. */
export async function logChange(tx: Database, actor: string, entity: string, change: LoggedChange) {
  await tx.insert(activityLog).values({
    actorEmail: actor,
    action: change.action,
    entity,
    entityId: change.id,
    summary: change.summary,
    before: change.before,
    after: change.after,
  });
}
