import type { AccountSettings } from '@meridian/api';
import { useCampaigns, useCampaignSegments, useLeadTypes, useProductTypes } from '@meridian/api/react';
import { Field, Select, TextInput } from '@meridian/ui';
import type { LeadVendor } from '@meridian/api';
import { Section, type SectionProps } from './detailsSectionParts';
import { PartnerFields } from './PartnerFields';
import { StyledGrid } from './styles';

export interface OriginationSectionProps extends SectionProps {
  locked: boolean;
  accountId: number;
  vendors: readonly LeadVendor[];
  settings: AccountSettings | undefined;
  onLoadError(failure: unknown): void;
}

const NONE = { value: '', label: 'None' };

/**
 * Lead Origination Data (spec 02 §2.1, §5.1, §6): vendor, advertising code, partner and tracking
 * code (the configured account only), campaign, segment, lead type, product type. Locked together on
 * a lead with a lead vendor unless the user may edit them; the server refuses a locked change too.
 */
export function OriginationSection({
  values,
  set,
  touch,
  errorOf,
  locked,
  accountId,
  vendors,
  settings,
  onLoadError,
}: OriginationSectionProps) {
  const campaigns = useCampaigns(accountId);
  const segments = useCampaignSegments(values.campaign_id === '' ? null : Number(values.campaign_id));
  const leadTypes = useLeadTypes();
  const productTypes = useProductTypes();
  const select = (
    key: 'source_vendor_id' | 'campaign_id' | 'campaign_segment_code' | 'lead_type_id' | 'product_type_id',
    label: string,
    options: Array<{ value: string; label: string }>,
    onChange: (value: string) => void = (value) => set(key, value),
  ) => {
    // A saved value missing from the list (an inactive vendor, a list still loading) keeps showing.
    const current = values[key];
    const all =
      current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;
    return (
      <Field disabled={locked}>
        <Field.Label>{label}</Field.Label>
        <Select block options={[NONE, ...all]} value={current} onValueChange={(v) => onChange(v ?? '')} />
      </Field>
    );
  };
  return (
    <Section id="lead-details-origination" title="Lead Origination Data">
      <StyledGrid>
        {select(
          'source_vendor_id',
          'Lead Source Vendor',
          vendors.map((v) => ({ value: String(v.lead_vendor_id), label: `${v.company} (${v.lead_vendor_code})` })),
        )}
        <Field disabled={locked}>
          <Field.Label>Advertising Code</Field.Label>
          <TextInput
            block
            autoComplete="off"
            maxLength={50}
            value={values.source_adcode}
            onChange={(e) => set('source_adcode', e.target.value)}
          />
        </Field>
        {settings?.lead_b2bpartner_fields_enabled === '1' ? (
          <PartnerFields
            context="lead-detail"
            partnerId={values.b2bpartner_id}
            trackingCode={values.source_code}
            trackingCodeList={settings.lead_manage_tracking_number_feature_enabled === '1'}
            onPartnerChange={(id) => {
              set('b2bpartner_id', id);
              set('source_code', '');
            }}
            onTrackingCodeChange={(code) => set('source_code', code)}
            touch={touch}
            errorOf={errorOf}
            disabled={locked}
            onLoadError={onLoadError}
          />
        ) : null}
        {select(
          'campaign_id',
          'Campaign',
          (campaigns.data ?? []).map((c) => ({ value: String(c.campaign_id), label: c.campaign_code })),
          (value) => {
            set('campaign_id', value);
            set('campaign_segment_code', '');
          },
        )}
        {select(
          'campaign_segment_code',
          'Segment',
          (segments.data ?? []).map((s) => ({ value: s.campaign_segment_code, label: s.campaign_segment_code })),
        )}
        {select(
          'lead_type_id',
          'Lead Type',
          (leadTypes.data ?? []).map((t) => ({ value: String(t.lead_type_id), label: t.lead_type_desc })),
        )}
        {select(
          'product_type_id',
          'Product Type',
          (productTypes.data ?? []).map((t) => ({ value: String(t.product_type_id), label: t.product_type_name })),
        )}
      </StyledGrid>
    </Section>
  );
}
