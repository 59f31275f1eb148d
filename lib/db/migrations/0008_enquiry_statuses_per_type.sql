-- Per-type statuses replace new / in progress / closed. Rows whose old status does not map one to
-- one keep it in legacy_status, shown on the enquiry's page, so nothing staff recorded is lost.
ALTER TABLE "enquiries" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "legacy_status" text;--> statement-breakpoint
UPDATE "enquiries" SET "legacy_status" = "status" WHERE "status" <> 'new';--> statement-breakpoint
UPDATE "enquiries" SET "status" = CASE
  WHEN "form_type" = 'reservation' THEN CASE "status" WHEN 'closed' THEN 'confirmed' ELSE 'requested' END
  WHEN "form_type" = 'event' THEN CASE "status" WHEN 'new' THEN 'new' WHEN 'in_progress' THEN 'in_discussion' ELSE 'confirmed' END
  WHEN "form_type" = 'contact' THEN CASE "status" WHEN 'new' THEN 'new' WHEN 'in_progress' THEN 'replied' ELSE 'closed' END
  ELSE 'subscribed'
END;--> statement-breakpoint
DROP TYPE "public"."enquiry_status";--> statement-breakpoint
CREATE TYPE "public"."enquiry_status" AS ENUM('requested', 'new', 'in_discussion', 'confirmed', 'declined', 'cancelled', 'seated', 'no_show', 'replied', 'closed', 'subscribed', 'unsubscribed');--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enquiry_status" USING "status"::"public"."enquiry_status";--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_status_fits_type" CHECK (("form_type" = 'reservation' AND "status" IN ('requested', 'confirmed', 'declined', 'cancelled', 'seated', 'no_show')) OR ("form_type" = 'event' AND "status" IN ('new', 'in_discussion', 'confirmed', 'declined')) OR ("form_type" = 'contact' AND "status" IN ('new', 'replied', 'closed')) OR ("form_type" = 'newsletter' AND "status" IN ('subscribed', 'unsubscribed')));
