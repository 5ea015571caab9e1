import { ApiError, leadDuplicatesOf, type LeadDuplicate, type NewLead } from '@meridian/api';
import { useAccountSettings, useAddLead } from '@meridian/api/react';
import { addLeadErrorMessage, buildNewLeadPayload, formatPhone, ZIP_NOT_FOUND_TITLE } from '@meridian/domain';
import { Banner, Button, ConfirmDialog, Dialog } from '@meridian/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDiscardGuard } from '../../forms/useDiscardGuard';
import { useSession } from '../../session/SessionProvider';
import { SaveStatusBanner } from '../../shared/SaveStatusBanner';
import { NewLeadFields } from './NewLeadFields';
import { PartnerFields } from './PartnerFields';
import { StyledBanners } from './styles';
import { useNewLeadForm, type NewLeadForm } from './useNewLeadForm';

export const NEW_LEAD_TEXT = {
  title: 'New Lead',
  cancel: 'Cancel',
  add: 'Add',
  addAndDetails: 'Add + Details',
  duplicatesTitle: 'This lead may already exist',
  duplicatesText: 'The account already has leads that look like this one. Open one of them, or add this lead anyway.',
  addAnyway: 'Add anyway',
  matchedOn: { hicn: 'Medicare number', name_dob: 'name and birthdate', phone: 'phone' },
} as const;

/** What the dialog does after the lead was added. */
export interface NewLeadCreated {
  lead_id: number;
  /** The name as added (first and last). */
  name: string;
  /** Add + Details: the lead page opens with Lead Details. */
  openDetails: boolean;
  /** The Notes box, to save as a conversation note ('' when empty). */
  notes: string;
}

export interface NewLeadDialogProps {
  now: Date;
  onClose(): void;
  /** The lead was added (the dialog is done; the caller saves the note and navigates). */
  onCreated(created: NewLeadCreated): void | Promise<void>;
  /**
   * Opened from another form with its data (spec 02 §4.2): the form starts with these values, and
   * only Add is offered — the caller selects the new lead and stays where it is (Add + Details
   * would leave for the lead page).
   */
  prefill?: Partial<NewLeadForm>;
}

/** An add-lead refusal as the spec shows it: the message plus each MESSAGE of its result lists, joined by '. '. */
export function addLeadFailureMessage(failure: unknown): string {
  if (failure instanceof ApiError) {
    const result = (failure.result ?? {}) as Record<string, unknown>;
    const lists = Object.fromEntries(Object.entries(result).filter(([, v]) => Array.isArray(v))) as never;
    return addLeadErrorMessage({ message: failure.message, result: lists });
  }
  return failure instanceof Error ? failure.message : String(failure);
}

/**
 * The New Lead dialog (spec 02 §2.4, §4.2, §5.2): Add and Add + Details appear only when the form
 * is valid and are disabled while the request runs; a likely duplicate lists the leads it matched
 * and asks before adding.
 */
export function NewLeadDialog({ now, onClose, onCreated, prefill }: NewLeadDialogProps) {
  const { user } = useSession();
  const settings = useAccountSettings(user.account_id);
  const partnerFieldsShown = settings.data?.lead_b2bpartner_fields_enabled === '1';
  const { form, counties, lookUpZip, setState, setCounty, zipNotFound, closeZipNotFound } = useNewLeadForm({
    now,
    partnerFieldsShown,
    prefill,
  });
  const addLead = useAddLead();
  const [duplicates, setDuplicates] = useState<{ list: LeadDuplicate[]; openDetails: boolean }>();
  const guard = useDiscardGuard({ dirty: form.dirty && !form.saving, onClose });

  const add = (openDetails: boolean, confirmDuplicate = false) =>
    form.run(async () => {
      const payload: NewLead = {
        ...buildNewLeadPayload(form.values, { user_id: user.user_id, account_id: user.account_id }),
        ...(confirmDuplicate ? { confirm_duplicate: true } : {}),
      } as NewLead;
      let answer;
      try {
        answer = await addLead.trigger(payload);
      } catch (failure) {
        const found = leadDuplicatesOf(failure);
        if (found) {
          setDuplicates({ list: found, openDetails });
          return false;
        }
        throw new Error(addLeadFailureMessage(failure));
      }
      setDuplicates(undefined);
      await onCreated({
        lead_id: answer.lead_id,
        name: `${form.values.fname.trim()} ${form.values.lname.trim()}`.trim(),
        openDetails,
        notes: form.values.notes.trim(),
      });
      return false;
    });

  const canAdd = form.valid && !duplicates;
  const saving = form.saving;
  return (
    <>
      <Dialog
        open
        onOpenChange={guard.onOpenChange}
        title={NEW_LEAD_TEXT.title}
        width="large"
        footer={
          <>
            <Button onClick={guard.close} disabled={saving}>
              {NEW_LEAD_TEXT.cancel}
            </Button>
            {duplicates ? (
              <Button
                variant="primary"
                onClick={() => void add(duplicates.openDetails, true)}
                loading={saving}
                disabled={saving}
              >
                {NEW_LEAD_TEXT.addAnyway}
              </Button>
            ) : null}
            {canAdd ? (
              <>
                <Button
                  variant={prefill ? 'primary' : undefined}
                  onClick={() => void add(false)}
                  loading={saving}
                  disabled={saving}
                >
                  {NEW_LEAD_TEXT.add}
                </Button>
                {prefill ? null : (
                  <Button variant="primary" onClick={() => void add(true)} loading={saving} disabled={saving}>
                    {NEW_LEAD_TEXT.addAndDetails}
                  </Button>
                )}
              </>
            ) : null}
          </>
        }
      >
        <StyledBanners aria-live="polite">
          <SaveStatusBanner status={form.status} onClear={form.clearStatus} />
        </StyledBanners>
        {duplicates ? <DuplicateCandidates list={duplicates.list} /> : null}
        <NewLeadFields
          values={form.values}
          set={(key, value) => {
            if (duplicates) setDuplicates(undefined);
            form.set(key, value);
          }}
          touch={form.touch}
          errorOf={form.errorOf}
          counties={counties}
          onZipLookup={(zip) => void lookUpZip(zip)}
          onStateChange={setState}
          onCountyChange={setCounty}
          partnerFields={
            partnerFieldsShown ? (
              <PartnerFields
                context="new-lead"
                required
                partnerId={form.values.b2bpartner_id}
                trackingCode={form.values.source_code}
                trackingCodeList={settings.data?.lead_manage_tracking_number_feature_enabled === '1'}
                onPartnerChange={(id) => form.setValues((v) => ({ ...v, b2bpartner_id: id, source_code: '' }))}
                onTrackingCodeChange={(code) => form.set('source_code', code)}
                touch={form.touch}
                errorOf={form.errorOf}
                onLoadError={form.fail}
              />
            ) : null
          }
        />
      </Dialog>
      {zipNotFound ? (
        <ConfirmDialog type="ok" open title={ZIP_NOT_FOUND_TITLE} message={zipNotFound} onConfirm={closeZipNotFound} />
      ) : null}
      {guard.dialog}
    </>
  );
}

function DuplicateCandidates({ list }: { list: readonly LeadDuplicate[] }) {
  return (
    <Banner variant="warn" title={NEW_LEAD_TEXT.duplicatesTitle}>
      <p>{NEW_LEAD_TEXT.duplicatesText}</p>
      <ul>
        {list.map((lead) => (
          <li key={lead.lead_id}>
            <Link to={`/lead/${lead.lead_id}`} target="_blank" rel="noopener">
              {`${lead.fname} ${lead.lname}`}
            </Link>
            {[lead.dob, lead.phone ? formatPhone(lead.phone) : '']
              .filter(Boolean)
              .map((part) => ` · ${part}`)
              .join('')}
            {` (matches on ${lead.matched_on.map((m) => NEW_LEAD_TEXT.matchedOn[m]).join(', ')})`}
          </li>
        ))}
      </ul>
    </Banner>
  );
}
