-- The lead page's compliance checklist reads a lead's latest call placed through the phone dialer
-- (issue 13): an index by lead keeps that one indexed lookup.
CREATE INDEX phone_call_by_lead ON phone_call (account_id, lead_id, created_at DESC) WHERE lead_id IS NOT NULL;
