import type { Database } from "@/lib/db/client";
import { activityLog } from "@/lib/db/schema";

/** Stores one activity-log entry, a dish's price change unless `over` says otherwise. */
export async function insertActivityEntry(db: Database, over: Partial<typeof activityLog.$inferInsert> = {}) {
  const [row] = await db
    .insert(activityLog)
    .values({
      actorEmail: "manager@example.com",
      action: "menu_item.updated",
      entity: "menu_item",
      summary: "Updated a dish",
      before: { price: 8.5 },
      after: { price: 9 },
      ...over,
    })
    .returning();
  return row!;
}
