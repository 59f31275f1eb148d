-- Admin inbox search: one text-search document per enquiry (name, e-mail, phone as typed and as
-- bare digits, message). ASCII punctuation becomes a space so "amina.khan@example.com" is found by
-- "amina", "khan" or "example"; lib/enquiries/inbox-query.ts splits what an admin types the same way.
CREATE FUNCTION enquiry_search_document(name text, email text, phone text, message text)
RETURNS tsvector
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
RETURN to_tsvector(
  'simple'::regconfig,
  regexp_replace(
    coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' '
      || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || coalesce(message, ''),
    '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+',
    ' ',
    'g'
  )
);
--> statement-breakpoint
-- Stored, so a search matching thousands of rows never recomputes a document per row. It is
-- deliberately not in schema.ts: nothing but the inbox search reads it (see inbox-query.ts).
ALTER TABLE "enquiries" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (enquiry_search_document("name", "email", "phone", "message")) STORED;
--> statement-breakpoint
CREATE INDEX "enquiries_search_idx" ON "enquiries" USING gin ("search_vector");
--> statement-breakpoint
-- The inbox's sort orders (column, then date received, then id, all one direction) read
-- straight from an index, so a sorted page stays quick however many enquiries there are.
CREATE INDEX "enquiries_name_sort_idx" ON "enquiries" USING btree (lower("name"), "created_at", "id");
--> statement-breakpoint
CREATE INDEX "enquiries_status_sort_idx" ON "enquiries" USING btree ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "enquiries_type_sort_idx" ON "enquiries" USING btree ("form_type", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "enquiries_booking_date_sort_idx" ON "enquiries" USING btree ("preferred_date" DESC NULLS LAST, "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The activity log is evidence: rows are only ever added. No admin action (nor a mistaken query)
-- may rewrite or remove one.
CREATE FUNCTION activity_log_append_only() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER activity_log_no_update_or_delete BEFORE UPDATE OR DELETE ON "activity_log"
  FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();
--> statement-breakpoint
CREATE TRIGGER activity_log_no_truncate BEFORE TRUNCATE ON "activity_log"
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_append_only();
