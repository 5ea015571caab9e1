-- The client's signature of an SOA (spec 02 §2.5-2.7, §3.10): what the signing stores beyond
-- migration 0031's columns.
--
-- soa.signed_content: the canonical content the client signed (the fields printed on the PDF), so
-- content_sha256 can be checked against it later and a changed record is detectable.
-- client_invite.used_at: when the invite's link was used to sign; a used link opens nothing more.

ALTER TABLE soa ADD COLUMN signed_content jsonb
  CHECK (signed_content IS NULL OR jsonb_typeof(signed_content) = 'object');
ALTER TABLE client_invite ADD COLUMN used_at timestamptz;
