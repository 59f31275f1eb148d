CREATE TABLE "spent_form_tokens" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_form_tokens_expires_idx" ON "spent_form_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_idx" ON "email_outbox" USING btree (lower("to_address"),"created_at");