-- Deleting a user (issue 16, Admin → Users) keeps the histories they wrote: the append-only tables'
-- foreign keys set their actor to NULL (ON DELETE SET NULL), which is an UPDATE their triggers
-- refused, so no user who had ever changed a lead could be deleted. The triggers now let exactly
-- that update through — the actor column going to NULL with every other column unchanged — and
-- still refuse any other.
CREATE FUNCTION refuse_update_but_actor_removal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := TG_ARGV[0];
BEGIN
  IF (to_jsonb(OLD) ->> actor) IS NOT NULL AND (to_jsonb(NEW) ->> actor) IS NULL
     AND (to_jsonb(NEW) - actor) = (to_jsonb(OLD) - actor) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;

DROP TRIGGER lead_contact_permission_history_append_only ON lead_contact_permission_history;
CREATE TRIGGER lead_contact_permission_history_append_only BEFORE UPDATE ON lead_contact_permission_history
  FOR EACH ROW EXECUTE FUNCTION refuse_update_but_actor_removal('changed_by');

DROP TRIGGER lead_audit_append_only ON lead_audit;
CREATE TRIGGER lead_audit_append_only BEFORE UPDATE ON lead_audit
  FOR EACH ROW EXECUTE FUNCTION refuse_update_but_actor_removal('changed_by');

DROP TRIGGER user_audit_append_only ON user_audit;
CREATE TRIGGER user_audit_append_only BEFORE UPDATE ON user_audit
  FOR EACH ROW EXECUTE FUNCTION refuse_update_but_actor_removal('changed_by');
