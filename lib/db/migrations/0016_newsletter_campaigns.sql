CREATE TABLE "newsletter_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_alt" text,
	"audience" text DEFAULT 'all_subscribers' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_campaigns_status_check" CHECK ("status" in ('draft', 'scheduled', 'sending', 'paused', 'sent')),
	CONSTRAINT "newsletter_campaigns_audience_check" CHECK ("audience" in ('all_subscribers'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"queued_at" timestamp with time zone,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_recipients_once" UNIQUE("campaign_id","subscriber_id"),
	CONSTRAINT "newsletter_recipients_state_check" CHECK ("state" in ('pending', 'queued', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_subscriber_id_enquiries_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_due_idx" ON "newsletter_campaigns" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_state_idx" ON "newsletter_recipients" USING btree ("campaign_id","state");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_queued_idx" ON "newsletter_recipients" USING btree ("campaign_id","queued_at");