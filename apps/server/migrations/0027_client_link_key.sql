-- Distribution by account_id (issue 18, docs/scale-out.md): on Citus a unique key of a distributed
-- table must hold the distribution column. The client link's token hash stays unique within its
-- account (a 256-bit random token: a clash across accounts cannot happen in practice), and the
-- public page still finds a link by its hash alone through its own index.
ALTER TABLE client_link DROP CONSTRAINT client_link_token_hash_key;
ALTER TABLE client_link ADD CONSTRAINT client_link_token_hash_key UNIQUE (account_id, token_hash);
CREATE INDEX client_link_by_token ON client_link (token_hash);
