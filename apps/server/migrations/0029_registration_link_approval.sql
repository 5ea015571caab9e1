-- Issue 16: an invitation link may ask that a registration through it wait for an admin of the
-- account to approve it (Users → Pending registrations → Activate) before it can sign in. The token
-- carries the choice (signed); the row keeps it so the admin's list of current links shows it.
ALTER TABLE registration_link ADD COLUMN approval_required boolean NOT NULL DEFAULT false;
