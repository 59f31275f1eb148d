-- A burst of reorder moves is one activity-log line (lib/activity/reorder-burst.ts): a move
-- that follows the same admin's reorder of the same list within two minutes rewrites that
-- line's summary and final order. That is the only change a row may ever take: its author,
-- action, list, starting order and time stay as written, and only a reorder line a few minutes
-- old can take it. DELETE and TRUNCATE stay refused for every row.
CREATE OR REPLACE FUNCTION activity_log_append_only() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.action LIKE '%.reordered'
    AND NEW.id = OLD.id
    AND NEW.actor_email = OLD.actor_email
    AND NEW.action = OLD.action
    AND NEW.entity = OLD.entity
    AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id
    AND NEW.before IS NOT DISTINCT FROM OLD.before
    AND NEW.created_at = OLD.created_at
    AND OLD.updated_at > now() - interval '3 minutes'
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'activity_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
