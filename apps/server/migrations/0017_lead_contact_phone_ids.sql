-- The preferred and emergency contacts' phone ids (spec 02 §3.1: contact_phone_id,
-- emergency_phone_id; §4.1: 'Use as emergency contact?' is Yes on load when the emergency name and
-- phone id, or the relationship, match the preferred contact). The phones stay in the lead row;
-- each saved phone gets an id from one sequence, kept while the phone (number, type, extension)
-- stays the same and renewed when it changes. An emergency phone that is the preferred contact's
-- phone carries the preferred contact's id. A trigger keeps this for every writer (Lead Details,
-- the client's self-service page, imports, the seed).
CREATE SEQUENCE lead_person_phone_id_seq;

ALTER TABLE lead
  ADD COLUMN contact_phone_id   integer,
  ADD COLUMN emergency_phone_id integer;

CREATE FUNCTION lead_person_phone_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.contact_phone IS NULL THEN
    NEW.contact_phone_id := NULL;
  ELSIF TG_OP = 'INSERT' OR NEW.contact_phone_id IS NULL
     OR (NEW.contact_phone, NEW.contact_phone_type, coalesce(NEW.contact_phone_ext, ''))
        IS DISTINCT FROM (OLD.contact_phone, OLD.contact_phone_type, coalesce(OLD.contact_phone_ext, '')) THEN
    NEW.contact_phone_id := nextval('lead_person_phone_id_seq');
  END IF;

  IF NEW.emergency_phone IS NULL THEN
    NEW.emergency_phone_id := NULL;
  ELSIF (NEW.emergency_phone, NEW.emergency_phone_type, coalesce(NEW.emergency_phone_ext, ''))
        IS NOT DISTINCT FROM (NEW.contact_phone, NEW.contact_phone_type, coalesce(NEW.contact_phone_ext, '')) THEN
    NEW.emergency_phone_id := NEW.contact_phone_id;
  ELSIF TG_OP = 'INSERT' OR NEW.emergency_phone_id IS NULL
     OR NEW.emergency_phone_id = NEW.contact_phone_id
     OR (NEW.emergency_phone, NEW.emergency_phone_type, coalesce(NEW.emergency_phone_ext, ''))
        IS DISTINCT FROM (OLD.emergency_phone, OLD.emergency_phone_type, coalesce(OLD.emergency_phone_ext, '')) THEN
    NEW.emergency_phone_id := nextval('lead_person_phone_id_seq');
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER lead_person_phone_ids_on_insert BEFORE INSERT ON lead
  FOR EACH ROW WHEN (NEW.contact_phone IS NOT NULL OR NEW.emergency_phone IS NOT NULL)
  EXECUTE FUNCTION lead_person_phone_ids();
CREATE TRIGGER lead_person_phone_ids_on_update
  BEFORE UPDATE OF contact_phone, contact_phone_type, contact_phone_ext,
                   emergency_phone, emergency_phone_type, emergency_phone_ext,
                   contact_phone_id, emergency_phone_id ON lead
  FOR EACH ROW EXECUTE FUNCTION lead_person_phone_ids();

-- Leads saved before this migration get their ids.
UPDATE lead SET contact_phone = contact_phone WHERE contact_phone IS NOT NULL OR emergency_phone IS NOT NULL;
