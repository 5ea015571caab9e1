import { usePartners, useTrackingCodes } from '@meridian/api/react';
import { offeredTrackingCodes, type PartnerListContext } from '@meridian/domain';
import { Field, Select, TextInput } from '@meridian/ui';
import { useEffect, useRef } from 'react';

export interface PartnerFieldsProps {
  context: PartnerListContext;
  partnerId: string;
  trackingCode: string;
  /** The account setting lead_manage_tracking_number_feature_enabled: a dropdown of the partner's active codes, else free text. */
  trackingCodeList: boolean;
  onPartnerChange(partnerId: string): void;
  onTrackingCodeChange(code: string): void;
  touch(field: string): void;
  errorOf(field: string): string | undefined;
  disabled?: boolean;
  required?: boolean;
  /** Partner and tracking-code load errors go to the form's banner (spec 02 §8). */
  onLoadError(failure: unknown): void;
}

/** Client/Partner/Affiliate and Tracking Code (the one configured account, spec 02 §2.4, §5.1, §6). */
export function PartnerFields({
  context,
  partnerId,
  trackingCode,
  trackingCodeList,
  onPartnerChange,
  onTrackingCodeChange,
  touch,
  errorOf,
  disabled = false,
  required = false,
  onLoadError,
}: PartnerFieldsProps) {
  const partners = usePartners(context);
  const codes = useTrackingCodes(trackingCodeList && partnerId !== '' ? Number(partnerId) : null);
  // Each load error is told once (the callback may change every render).
  const report = useRef(onLoadError);
  useEffect(() => {
    report.current = onLoadError;
  });
  useEffect(() => {
    if (partners.error) report.current(partners.error);
  }, [partners.error]);
  useEffect(() => {
    if (codes.error) report.current(codes.error);
  }, [codes.error]);
  // Only active partners and codes are offered; an inactive one the lead already names keeps showing.
  const partnerOptions = (partners.data ?? [])
    .filter((p) => p.active === '1' || String(p.b2bpartner_id) === partnerId)
    .map((p) => ({ value: String(p.b2bpartner_id), label: p.company }));
  const offered = offeredTrackingCodes(codes.data).map((c) => c.tracking_code);
  const codeOptions = (trackingCode && !offered.includes(trackingCode) ? [...offered, trackingCode] : offered).map(
    (code) => ({ value: code, label: code }),
  );
  return (
    <>
      <Field required={required} disabled={disabled}>
        <Field.Label>Client/Partner/Affiliate</Field.Label>
        <Select
          block
          options={partnerOptions}
          placeholder="Select a partner"
          value={partnerId || null}
          onValueChange={(v) => onPartnerChange(v ?? '')}
          onBlur={() => touch('b2bpartner_id')}
        />
        <Field.Error>{errorOf('b2bpartner_id')}</Field.Error>
      </Field>
      <Field required={required} disabled={disabled}>
        <Field.Label>Tracking Code</Field.Label>
        {trackingCodeList ? (
          <Select
            block
            options={codeOptions}
            placeholder={partnerId ? 'Select a tracking code' : 'Select a partner first'}
            value={trackingCode || null}
            onValueChange={(v) => onTrackingCodeChange(v ?? '')}
            onBlur={() => touch('source_code')}
          />
        ) : (
          <TextInput
            block
            autoComplete="off"
            maxLength={50}
            value={trackingCode}
            onChange={(e) => onTrackingCodeChange(e.target.value)}
            onBlur={() => touch('source_code')}
          />
        )}
        <Field.Error>{errorOf('source_code')}</Field.Error>
      </Field>
    </>
  );
}
