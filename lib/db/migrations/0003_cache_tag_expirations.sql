CREATE TABLE "cache_tag_expirations" (
	"tag" text PRIMARY KEY NOT NULL,
	"expired_at" timestamp with time zone NOT NULL
);
