CREATE TYPE "public"."content_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."enquiry_form_type" AS ENUM('newsletter', 'reservation', 'contact', 'event');--> statement-breakpoint
CREATE TYPE "public"."enquiry_status" AS ENUM('new', 'in_progress', 'closed');--> statement-breakpoint
CREATE TYPE "public"."gallery_media_type" AS ENUM('image', 'video');--> statement-breakpoint
CREATE TYPE "public"."popup_audience" AS ENUM('everyone', 'new', 'returning');--> statement-breakpoint
CREATE TYPE "public"."popup_frequency" AS ENUM('always', 'session', 'persistent');--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_email_lower" CHECK ("admin_users"."email" = lower("admin_users"."email"))
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_type" "enquiry_form_type" NOT NULL,
	"status" "enquiry_status" DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"preferred_date" date,
	"preferred_time" time,
	"guests" integer,
	"event_type" text,
	"service_style" text,
	"source_page" text NOT NULL,
	"internal_note" text,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"media_type" "gallery_media_type" DEFAULT 'image' NOT NULL,
	"image_url" text,
	"image_avif" text,
	"image_webp" text,
	"thumbnail_url" text,
	"video_url" text,
	"video_webm" text,
	"video_thumbnail" text,
	"width" integer,
	"height" integer,
	"storage_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hero_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"video_url" text NOT NULL,
	"video_webm" text,
	"poster_url" text NOT NULL,
	"poster_width" integer,
	"poster_height" integer,
	"alt_text" text DEFAULT '' NOT NULL,
	"transition_duration" integer DEFAULT 5000 NOT NULL,
	"storage_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hero_videos_transition_min" CHECK ("hero_videos"."transition_duration" >= 3500)
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" numeric(8, 2) NOT NULL,
	"description" text,
	"is_special" boolean DEFAULT false NOT NULL,
	"dietary_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_price_positive" CHECK ("menu_items"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "menu_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" smallint NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"open_time_1" time,
	"close_time_1" time,
	"open_time_2" time,
	"close_time_2" time,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_times_day_range" CHECK ("opening_times"."day" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL,
	"pages" text[] DEFAULT '{}'::text[] NOT NULL,
	"audience" "popup_audience" DEFAULT 'everyone' NOT NULL,
	"frequency" "popup_frequency" DEFAULT 'session' NOT NULL,
	"headline" text NOT NULL,
	"body_richtext" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_alt" text,
	"cta_label" text,
	"cta_url" text,
	"dismissible" boolean DEFAULT true NOT NULL,
	"storage_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"open_time_1" time,
	"close_time_1" time,
	"open_time_2" time,
	"close_time_2" time,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_section_id_menu_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."menu_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_uniq" ON "admin_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "enquiries_type_status_created_idx" ON "enquiries" USING btree ("form_type","status","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_preferred_date_idx" ON "enquiries" USING btree ("preferred_date");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_newsletter_email_uniq" ON "enquiries" USING btree (lower("email")) WHERE "enquiries"."form_type" = 'newsletter';--> statement-breakpoint
CREATE INDEX "gallery_images_public_idx" ON "gallery_images" USING btree ("status","visible","sort_index");--> statement-breakpoint
CREATE INDEX "hero_videos_public_idx" ON "hero_videos" USING btree ("status","visible","sort_index");--> statement-breakpoint
CREATE INDEX "menu_items_section_sort_idx" ON "menu_items" USING btree ("section_id","sort_index");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_sections_slug_uniq" ON "menu_sections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "menu_sections_sort_idx" ON "menu_sections" USING btree ("sort_index");--> statement-breakpoint
CREATE UNIQUE INDEX "opening_times_day_uniq" ON "opening_times" USING btree ("day");--> statement-breakpoint
CREATE INDEX "popups_public_idx" ON "popups" USING btree ("status","priority","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_limits_key_window_uniq" ON "rate_limits" USING btree ("key_hash","window_start");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "special_hours_date_uniq" ON "special_hours" USING btree ("date");