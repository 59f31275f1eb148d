import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "@/lib/auth/permissions";
import { id, ownerId, timestamps } from "./columns";

const roleList = sql.raw(STAFF_ROLES.map((r) => `'${r}'`).join(", "));

export const adminUsers = pgTable(
  "admin_users",
  {
    id: id(),
    email: text("email").notNull(),
    addedBy: text("added_by"),
    // Rows from before roles existed were full admins: they become owners.
    role: text("role", { enum: STAFF_ROLES }).notNull().default("owner"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("admin_users_email_uniq").on(t.email),
    check("admin_users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("admin_users_role_known", sql`${t.role} in (${roleList})`),
  ],
);

/** A staff member's passkeys (WebAuthn credentials): the second step after Google. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: id(),
    adminUserId: ownerId("admin_user_id", () => adminUsers.id),
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    label: text("label").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("staff_passkeys_credential_uniq").on(t.credentialId),
    index("staff_passkeys_admin_user_idx").on(t.adminUserId),
  ],
);

/** The one challenge a staff member's passkey ceremony in progress must answer. */
export const staffPasskeyChallenges = pgTable("staff_passkey_challenges", {
  adminUserId: uuid("admin_user_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: ["register", "authenticate"] }).notNull(),
  challenge: text("challenge").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** The owner's choices for staff sign-in: a single row. */
export const staffPolicy = pgTable(
  "staff_policy",
  {
    id: integer("id").primaryKey().default(1),
    passkeysRequired: boolean("passkeys_required").notNull().default(false),
    ...timestamps(),
  },
  (t) => [check("staff_policy_single_row", sql`${t.id} = 1`)],
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
export type StaffPasskey = typeof staffPasskeys.$inferSelect;
export type ActivityLogEntry = typeof activityLog.$inferSelect;
