-- The lead's origination ids (migration 0013) name rows of the lookup tables (migration 0014):
-- partner, campaign and segment within the lead's account, lead type and product type from the
-- product-wide lists. A lookup row a lead names cannot be deleted (deactivate it instead).
ALTER TABLE lead
  ADD FOREIGN KEY (account_id, b2bpartner_id) REFERENCES b2bpartner (account_id, b2bpartner_id),
  ADD FOREIGN KEY (account_id, campaign_id) REFERENCES campaign (account_id, campaign_id),
  ADD FOREIGN KEY (account_id, campaign_id, campaign_segment_code)
    REFERENCES campaign_segment (account_id, campaign_id, campaign_segment_code),
  ADD FOREIGN KEY (lead_type_id) REFERENCES lead_type (lead_type_id),
  ADD FOREIGN KEY (product_type_id) REFERENCES product_type (product_type_id);
