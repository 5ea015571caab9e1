import { getCountiesByZip } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import { resolveZipLookup, validateNewLead, type NewLeadValues, zipNotFoundMessage } from '@meridian/domain';
import { useState } from 'react';
import { useDraftForm } from '../../forms/useDraftForm';

/** The New Lead form as typed (spec 02 §2.4). */
export interface NewLeadForm {
  fname: string;
  lname: string;
  b2bpartner_id: string;
  source_code: string;
  phone_type: string;
  phone: string;
  email_type: string;
  email: string;
  dob: string;
  gender: '' | 'M' | 'F';
  zip: string;
  county: string;
  state_id: string;
  notes: string;
}

export const EMPTY_NEW_LEAD: NewLeadForm = {
  fname: '',
  lname: '',
  b2bpartner_id: '',
  source_code: '',
  phone_type: 'Home',
  phone: '',
  email_type: 'Home',
  email: '',
  dob: '',
  gender: '',
  zip: '',
  county: '',
  state_id: '',
  notes: '',
};

/** The counties a zip offers, by state (the county select's groups). */
export type CountyChoice = { state_id: string; state_name: string; counties: string[] };

export interface NewLeadFormOptions {
  now: Date;
  /** The one configured account: partner and tracking code are shown and required. */
  partnerFieldsShown?: boolean;
  /** Quote or lead-form data the form opens with (spec 02 §4.2); the rest starts empty. */
  prefill?: Partial<NewLeadForm>;
}

/**
 * The New Lead form's state: the draft validated by `validateNewLead`, the zip lookup (5 digits →
 * `geo/countiesByZip`; none → the not-found message and zip, county and state cleared; one → filled;
 * several → the county is chosen from the list) and the state change that clears zip and county.
 */
export function useNewLeadForm({ now, partnerFieldsShown = false, prefill }: NewLeadFormOptions) {
  const client = useApiClient();
  const form = useDraftForm<NewLeadForm, Partial<Record<keyof NewLeadValues, string>>>({
    initial: { ...EMPTY_NEW_LEAD, ...prefill },
    validate: (values) => validateNewLead(values, { now, partnerFieldsShown }),
  });
  const [counties, setCounties] = useState<CountyChoice[]>([]);
  const [zipNotFound, setZipNotFound] = useState<string>();

  const lookUpZip = async (zip: string) => {
    try {
      const found = resolveZipLookup(await getCountiesByZip(client, zip));
      if (found.kind === 'not-found') {
        setCounties([]);
        form.setValues((v) => ({ ...v, zip: '', county: '', state_id: '' }));
        setZipNotFound(zipNotFoundMessage(zip));
        return;
      }
      const options = found.kind === 'single' ? [{ ...found, state_name: found.state_id }] : found.options;
      const byState = new Map<string, CountyChoice>();
      for (const option of options) {
        const group = byState.get(option.state_id) ?? {
          state_id: option.state_id,
          state_name: option.state_name,
          counties: [],
        };
        group.counties.push(option.county);
        byState.set(option.state_id, group);
      }
      setCounties([...byState.values()]);
      if (found.kind === 'single') form.setValues((v) => ({ ...v, county: found.county, state_id: found.state_id }));
      else form.setValues((v) => ({ ...v, county: '' }));
    } catch (failure) {
      form.fail(failure);
    }
  };

  /** Spec 02 §4.2: changing the state clears zip and county. */
  const setState = (state_id: string) => {
    setCounties([]);
    form.setValues((v) => ({ ...v, state_id, zip: '', county: '' }));
  };

  /** Choosing a county of a zip that spans several states also sets its state. */
  const setCounty = (value: string) => {
    const [state_id, county] = value.includes('|')
      ? (value.split('|') as [string, string])
      : [form.values.state_id, value];
    form.setValues((v) => ({ ...v, county, state_id }));
  };

  return {
    form,
    counties,
    lookUpZip,
    setState,
    setCounty,
    zipNotFound,
    closeZipNotFound: () => setZipNotFound(undefined),
  };
}
