CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"notes" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_email_uniq" ON "guests" USING btree ("email") WHERE "guests"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_phone_only_uniq" ON "guests" USING btree ("phone") WHERE "guests"."email" is null and "guests"."phone" is not null;--> statement-breakpoint
CREATE INDEX "guests_phone_idx" ON "guests" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "guests_last_activity_idx" ON "guests" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "guests_name_idx" ON "guests" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_guest_idx" ON "enquiries" USING btree ("guest_id","preferred_date");--> statement-breakpoint
-- Backfill: every existing enquiry, booking and sign-up joins its guest. E-mails compare lower-cased
-- and trimmed; phones keep digits (and a leading +), with 00 read as + and +44 (0) as a leading 0,
-- the same rules as features/guests/normalise.ts.
CREATE TEMP TABLE "guest_backfill" AS
SELECT e."id", e."name", e."created_at",
	greatest(e."updated_at", coalesce(e."preferred_date"::timestamptz, e."updated_at")) AS "activity_at",
	(e."form_type" = 'newsletter' AND e."status" = 'subscribed') AS "subscribed",
	nullif(lower(trim(coalesce(e."email", ''))), '') AS "email_key",
	CASE WHEN p."s" ~ '[0-9]' THEN left(p."s", 1) || replace(substr(p."s", 2), '+', '') END AS "phone_key"
FROM "enquiries" e
CROSS JOIN LATERAL (
	SELECT regexp_replace(regexp_replace(regexp_replace(trim(coalesce(e."phone", '')), '[^0-9+]', '', 'g'), '^00', '+'), '^\+440?', '0') AS "s"
) p;--> statement-breakpoint
INSERT INTO "guests" ("name", "email", "phone", "marketing_consent", "created_at")
SELECT (array_agg("name" ORDER BY "created_at" DESC))[1], "email_key",
	(array_agg("phone_key" ORDER BY "created_at" DESC) FILTER (WHERE "phone_key" IS NOT NULL))[1],
	bool_or("subscribed"), min("created_at")
FROM "guest_backfill" WHERE "email_key" IS NOT NULL GROUP BY "email_key";--> statement-breakpoint
INSERT INTO "guests" ("name", "phone", "created_at")
SELECT (array_agg("name" ORDER BY "created_at" DESC))[1], "phone_key", min("created_at")
FROM "guest_backfill" b
WHERE "email_key" IS NULL AND "phone_key" IS NOT NULL
	AND NOT EXISTS (SELECT 1 FROM "guests" g WHERE g."phone" = b."phone_key")
GROUP BY "phone_key";--> statement-breakpoint
UPDATE "enquiries" e SET "guest_id" = g."id"
FROM "guest_backfill" b JOIN "guests" g ON g."email" = b."email_key"
WHERE e."id" = b."id";--> statement-breakpoint
UPDATE "enquiries" e SET "guest_id" = (
	SELECT g."id" FROM "guests" g WHERE g."phone" = b."phone_key" ORDER BY (g."email" IS NULL) DESC, g."created_at" LIMIT 1
)
FROM "guest_backfill" b
WHERE e."id" = b."id" AND b."email_key" IS NULL AND b."phone_key" IS NOT NULL;--> statement-breakpoint
UPDATE "guests" g SET "last_activity_at" = s."at"
FROM (
	SELECT e."guest_id", max(b."activity_at") AS "at"
	FROM "guest_backfill" b JOIN "enquiries" e ON e."id" = b."id"
	WHERE e."guest_id" IS NOT NULL GROUP BY e."guest_id"
) s
WHERE g."id" = s."guest_id";--> statement-breakpoint
DROP TABLE "guest_backfill";
