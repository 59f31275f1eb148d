import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { enquiries } from "./enquiries";

/** Written in the transaction of the change that causes it, so a stored enquiry never loses its e-mail. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    kind: text("kind").notNull(),
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    fromName: text("from_name").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    textBody: text("text_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    ics: text("ics"),
    /** Fixed at enqueue: a retried delivery carries the same Message-ID. */
    messageId: text("message_id").notNull(),
    /** "held" when no SMTP server is configured. */
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While "sending": the claim ends here; a sender that died leaves the row to be claimed again. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.state, t.nextAttemptAt),
    index("email_outbox_enquiry_idx").on(t.enquiryId),
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_recipient_idx").on(sql`lower(${t.toAddress})`, t.createdAt),
    check("email_outbox_state_check", sql`${t.state} in ('pending', 'sending', 'sent', 'failed', 'held')`),
  ],
);

/** A template without a row uses the built-in text. */
export const emailTemplates = pgTable("email_templates", {
  key: text("key").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  ...timestamps(),
});

export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
