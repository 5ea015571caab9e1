-- Two retention tables instead of one (issue 29, "Retention said two ways"): CMS-4212-F as reported shortens
-- the keeping of sales and marketing call recordings (6 years from 2026-06-01) but not of scope-of-appointment
-- and enrollment records (10 years), which a voice-signature SOA's recording is. The rows of kind
-- `recording_retention` become `marketing_call_retention`; `soa_record_retention` holds the 10 years. The
-- domain's MARKETING_CALL_RETENTION_RULES and SOA_RECORD_RETENTION_RULES carry the same rows (a server test
-- holds them equal).

ALTER TABLE soa_rule DROP CONSTRAINT soa_rule_kind_check;
ALTER TABLE soa_rule DROP CONSTRAINT soa_rule_check1;

UPDATE soa_rule SET kind = 'marketing_call_retention', note = 'Sales and marketing call recordings are kept 10 years.',
  source = 'Spec 02 §9; 42 CFR 422.2274(g)(2)(ii) with 422.504(d), CMS-4192-F (87 FR 27704, 2022-05-09).'
  WHERE soa_rule_id = 3;
UPDATE soa_rule SET kind = 'marketing_call_retention',
  note = 'Sales and marketing call recordings are kept 6 years: audio for the first 3 years, then audio or a transcript.'
  WHERE soa_rule_id = 4;

INSERT INTO soa_rule (soa_rule_id, kind, effective_from, waiting_hours, applies_to_unscheduled, retention_years, note, source) VALUES
  (5, 'soa_record_retention', '2000-01-01', NULL, NULL, 10,
   'Scope-of-appointment and enrollment records, a voice-signature SOA recording included, are kept 10 years.',
   'Spec 02 §5.3, §9 ("Voice signature kept 10 years"); 42 CFR 422.504(d)(2)(iii) and 423.505(d)(2)(iii) (10 years). Not changed by CMS-4212-F as reported, whose shorter period covers sales and marketing call recordings: unverified against the Federal Register text.');

ALTER TABLE soa_rule ADD CONSTRAINT soa_rule_kind_check
  CHECK (kind IN ('waiting_period', 'soa_record_retention', 'marketing_call_retention'));
ALTER TABLE soa_rule ADD CONSTRAINT soa_rule_retention_check
  CHECK (kind = 'waiting_period' OR (retention_years IS NOT NULL AND waiting_hours IS NULL AND applies_to_unscheduled IS NULL));
