-- The administration screens of issue 16 each check their own named permission (server README,
-- "Access control"). These join the catalogue, and every role that already opens the admin area
-- (holds ui_admin) receives them, so an agency's existing Admin role keeps every screen it had.

INSERT INTO permission (permission_name, description) VALUES
  ('lead_source_manage', 'Adds, edits and deletes the account''s lead sources'),
  ('campaign_manage', 'Adds, edits and deletes campaigns and their segments'),
  ('partner_manage', 'Adds, edits and deletes partners and their tracking codes'),
  ('lead_instructions_manage', 'Edits the lead instructions agents see on a lead'),
  ('product_filter_manage', 'Chooses which plans agents can quote (product filters)');

INSERT INTO role_permission (account_id, role_id, permission_name)
SELECT rp.account_id, rp.role_id, p.permission_name
FROM role_permission rp
CROSS JOIN (VALUES ('lead_source_manage'), ('campaign_manage'), ('partner_manage'),
                   ('lead_instructions_manage'), ('product_filter_manage')) AS p (permission_name)
WHERE rp.permission_name = 'ui_admin'
ON CONFLICT DO NOTHING;
