import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";

export const adminUsers = pgTable(
  "admin_users",
  {
    id: id(),
    email: text("email").notNull(),
    addedBy: text("added_by"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("admin_users_email_uniq").on(t.email),
    check("admin_users_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

export const activityLog = pgTable(
  "activity_log",
  {
    id: id(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    ...timestamps(),
  },
  (t) => [
    index("activity_log_created_idx").on(t.createdAt),
    index("activity_log_entity_idx").on(t.entity, t.createdAt),
  ],
);

export type AdminUser = typeof adminUsers.$inferSelect;
export type ActivityLogEntry = typeof activityLog.$inferSelect;
