import type { LeadRecord } from '@meridian/api';
import {
  useAccountSettings,
  useLead,
  useLeadLastUpdated,
  useLeadVendors,
  useSaveLead,
  useTags,
} from '@meridian/api/react';
import { formatCentralDate, isOriginationLocked, LEAD_MESSAGES, leadUpdatedMessage } from '@meridian/domain';
import { Banner, Button, Dialog, Spinner } from '@meridian/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useDiscardGuard } from '../../forms/useDiscardGuard';
import { useDraftForm } from '../../forms/useDraftForm';
import { useSession } from '../../session/SessionProvider';
import { SaveStatusBanner } from '../../shared/SaveStatusBanner';
import { type SectionProps } from './detailsSectionParts';
import {
  ContactPermissionsSection,
  InstructionsSection,
  LatestDispositionSection,
  TagsSection,
} from './LeadDetailsListSections';
import { MedicareSection } from './LeadDetailsMedicareSection';
import { CLEARED_PREFERRED, PreferredContactSection } from './LeadDetailsPeopleSection';
import { ContactsSection, LeadInformationSection } from './LeadDetailsSections';
import {
  leadDeletions,
  leadDetailsValidation,
  leadFormOf,
  leadPayload,
  withEmergencyChoice,
  type LeadDetailsForm,
} from './leadDetailsForm';
import { LastUpdatedPanel } from './LastUpdatedPanel';
import { OriginationSection } from './OriginationSection';
import { PermissionHistoryDialog } from './PermissionHistoryDialog';
import { StyledBanners } from './styles';

export const LEAD_DETAILS_TEXT = {
  title: 'Lead Details',
  close: 'Close',
  cancel: 'Cancel',
  update: 'Update',
  updateAndClose: 'Update + Close',
  loading: 'Loading lead…',
  invalidTitle: 'Please correct the following before saving:',
} as const;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  min-height: 480px;
`;

const StyledLoading = styled.div`
  display: grid;
  place-content: center;
  min-height: 480px;
`;

const StyledNotice = styled.p`
  flex: 1 1 240px;
  align-self: center;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNoticeLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export interface LeadDetailsDialogProps {
  leadId: number;
  /** Close, Cancel (after the unsaved-content question), Escape, or Update + Close after the save. */
  onClose(): void;
}

/**
 * The Lead Details dialog (spec 02 §2.1, §4.1, §5.1): draggable; it reads the lead with its full
 * SSN, then Update and Update + Close appear once something changed, with the notice; rows marked
 * for removal are deleted before the save (useSaveLead); leaving with changes asks first.
 */
export function LeadDetailsDialog({ leadId, onClose }: LeadDetailsDialogProps) {
  const lead = useLead(leadId, { ssn: 'full' });
  const name = lead.data ? `${lead.data.fname} ${lead.data.lname}`.trim() : '';
  if (!lead.data) {
    return (
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={LEAD_DETAILS_TEXT.title}
        width="xlarge"
      >
        <StyledLoading>
          {lead.error ? (
            <Banner variant="alert">{lead.error.message}</Banner>
          ) : (
            <Spinner message={LEAD_DETAILS_TEXT.loading} />
          )}
        </StyledLoading>
      </Dialog>
    );
  }
  return <LeadDetailsEditor key={leadId} lead={lead.data} name={name} onClose={onClose} />;
}

function LeadDetailsEditor({ lead, name, onClose }: { lead: LeadRecord; name: string; onClose(): void }) {
  const { user, permissions } = useSession();
  const permissionList = [...permissions];
  const [now] = useState(() => new Date());
  const saveLead = useSaveLead(lead.lead_id);
  const lastUpdated = useLeadLastUpdated(lead.lead_id);
  const settings = useAccountSettings(user.account_id);
  const vendors = useLeadVendors(user.account_id, permissionList);
  const tags = useTags(user.account_id);
  // Spec 02 §5.1: with the partner list mode on, a chosen partner needs its tracking code.
  const trackingCodeRequired = (values: LeadDetailsForm) =>
    settings.data?.lead_b2bpartner_fields_enabled === '1' && values.b2bpartner_id !== '';
  const form = useDraftForm<LeadDetailsForm, Record<string, string>>({
    initial: () => leadFormOf(lead),
    validate: (values) =>
      leadDetailsValidation(values, { now, trackingCodeRequired: trackingCodeRequired(values) }).errors,
  });
  const [summary, setSummary] = useState<string[]>([]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const guard = useDiscardGuard({ dirty: form.dirty, onClose });
  const originationLocked = isOriginationLocked({
    leadVendorId: lead.lead_vendor_id ?? lead.source_vendor_id,
    permissions: permissionList,
    vendorCount: vendors.data?.length ?? 0,
  });

  const { set: setField, setValues } = form;
  const set: SectionProps['set'] = useCallback(
    (key, value) => {
      setSummary([]);
      setField(key, value);
    },
    [setField],
  );

  // What stopped a save is where the user can read it: on a phone the banners sit far above the
  // footer's Update (issue 29: the summary appeared out of view). Focus goes there too, as a summary's does.
  const bannersRef = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  const failedAt = summary.length ? `summary ${refusals}` : form.status?.kind === 'alert' ? form.status.at : undefined;
  useEffect(() => {
    if (failedAt === undefined) return;
    bannersRef.current?.focus({ preventScroll: true });
    bannersRef.current?.scrollIntoView?.({ block: 'start' });
  }, [failedAt]);

  const save = async (thenClose: boolean) => {
    const check = leadDetailsValidation(form.values, { now, trackingCodeRequired: trackingCodeRequired(form.values) });
    if (check.summary.length) {
      for (const field of Object.keys(check.errors)) form.touch(field);
      setSummary(check.summary);
      setRefusals((n) => n + 1);
      return;
    }
    setSummary([]);
    const values = form.values;
    await form.run(
      async () => {
        const saved = await saveLead.trigger({
          deletions: leadDeletions(values),
          payload: leadPayload(values, { originationLocked }),
        });
        form.reset(leadFormOf({ ...saved, ssn: values.ssn }));
        if (thenClose) {
          onClose();
          return false;
        }
        closeRef.current?.focus();
      },
      leadUpdatedMessage(values.fname.trim(), values.lname.trim()),
    );
  };

  const permissionChange = lead.contact_permission_change_user
    ? `${`${lead.contact_permission_change_user.fname} ${lead.contact_permission_change_user.lname}`.trim()}${
        lead.contact_permission_change_date ? ` on ${formatCentralDate(lead.contact_permission_change_date)}` : ''
      }`
    : '';
  const dirty = form.dirty;
  const saving = form.saving;
  const sectionProps = { values: form.values, set, touch: form.touch, errorOf: form.errorOf };

  return (
    <>
      <Dialog
        open
        onOpenChange={guard.onOpenChange}
        title={`${LEAD_DETAILS_TEXT.title}: ${name}`}
        width="xlarge"
        footer={
          <>
            <StyledNotice role="status">
              {dirty ? (
                <StyledNoticeLink type="button" onClick={() => void save(false)} disabled={saving}>
                  {LEAD_MESSAGES.changesNotice}
                </StyledNoticeLink>
              ) : null}
            </StyledNotice>
            <Button ref={closeRef} onClick={guard.close} disabled={saving}>
              {dirty ? LEAD_DETAILS_TEXT.cancel : LEAD_DETAILS_TEXT.close}
            </Button>
            {dirty || saving ? (
              <>
                <Button onClick={() => void save(false)} loading={saving} disabled={saving}>
                  {LEAD_DETAILS_TEXT.update}
                </Button>
                <Button variant="primary" onClick={() => void save(true)} loading={saving} disabled={saving}>
                  {LEAD_DETAILS_TEXT.updateAndClose}
                </Button>
              </>
            ) : null}
          </>
        }
      >
        <StyledBody>
          <LastUpdatedPanel ledger={lastUpdated.data} />
          <StyledBanners aria-live="polite" ref={bannersRef} tabIndex={-1}>
            <SaveStatusBanner status={form.status} onClear={form.clearStatus} />
            {summary.length ? (
              <Banner variant="alert" title={LEAD_DETAILS_TEXT.invalidTitle}>
                <ul>
                  {summary.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Banner>
            ) : null}
          </StyledBanners>
          <LeadInformationSection {...sectionProps} />
          <ContactsSection {...sectionProps} onLookupError={form.fail} />
          <PreferredContactSection
            {...sectionProps}
            onClear={() => setValues((v) => ({ ...v, ...CLEARED_PREFERRED }))}
            onEmergencyChoice={(same) => setValues((v) => withEmergencyChoice(v, same))}
          />
          <MedicareSection {...sectionProps} />
          <OriginationSection
            {...sectionProps}
            locked={originationLocked}
            accountId={user.account_id}
            vendors={vendors.data ?? []}
            settings={settings.data}
            onLoadError={form.fail}
          />
          <InstructionsSection instructions={lead.lead_instructions} />
          <TagsSection {...sectionProps} known={(tags.data ?? []).map((t) => t.tag_name)} />
          <ContactPermissionsSection
            {...sectionProps}
            lastUpdated={permissionChange}
            onShowHistory={() => setHistoryOpen(true)}
          />
          <LatestDispositionSection date={lead.disposition_date} title={lead.dispo_name} description={lead.dispo_log} />
        </StyledBody>
      </Dialog>
      {historyOpen ? <PermissionHistoryDialog leadId={lead.lead_id} onClose={() => setHistoryOpen(false)} /> : null}
      {guard.dialog}
    </>
  );
}
