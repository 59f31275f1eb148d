ALTER TABLE "enquiries" ADD COLUMN "guest_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "guest_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "guest_change" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "guest_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "reminder_sent_for" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "thank_you_sent_at" timestamp with time zone;