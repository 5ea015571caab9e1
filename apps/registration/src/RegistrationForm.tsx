import {
  findUsState,
  toggleNoNpn,
  validateRegistration,
  type NpnFieldState,
  type RegistrationField,
  type RegistrationValues,
} from '@meridian/domain';
import { Button, Checkbox, Field, PhoneInput, TextInput, ZipInput } from '@meridian/ui';
import { lazy, Suspense, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';

export const EMPTY_VALUES: RegistrationValues = {
  login: '',
  password: '',
  confirmPwd: '',
  company: '',
  fname: '',
  lname: '',
  email: '',
  address1: '',
  address2: '',
  city: '',
  state_id: '',
  zip: '',
  phone: '',
  mphone: '',
  fphone: '',
  npn: '',
  hasNoNPN: false,
  website: '',
};

// The State picker (downshift, floating-ui and the design system's Select: about 20 KB gzipped) is
// a chunk of its own, asked for as this module loads, so the form paints without waiting for it; on a
// phone the field is well below the first screen. Until it arrives, a read-only box of the same size
// holds its place (no layout shift).
const loadStateSelect = import('./StateSelect');
const StateSelect = lazy(() => loadStateSelect.then((m) => ({ default: m.StateSelect })));

/** The id of a field's input, which the error summary links to. */
export const fieldId = (field: RegistrationField) => `registration-${field}`;

export const NPN_LOOKUP_URL = 'https://nipr.com/help/look-up-your-npn';

// The hint's only content, so not a link inside a sentence: it gets a target of at least 24 px
// (WCAG 2.2 target size), which a phone's thumb can hit.
const StyledHintLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const StyledSection = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.canvas};

  legend {
    padding: 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  [data-span='2'] {
    grid-column: 1 / -1;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.dashboardSmall}px) {
    grid-template-columns: 1fr;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const StyledNpnRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export interface RegistrationFormProps {
  values: RegistrationValues;
  touched: ReadonlySet<RegistrationField>;
  npn: NpnFieldState;
  disabled: boolean;
  busy: boolean;
  onChange(values: RegistrationValues, npn: NpnFieldState, field: RegistrationField): void;
  onBlur(field: RegistrationField): void;
  onSubmit(): void;
}

/** The registration form: two sections, every field with its mask and its message once touched. */
export function RegistrationForm({
  values,
  touched,
  npn,
  disabled,
  busy,
  onChange,
  onBlur,
  onSubmit,
}: RegistrationFormProps) {
  const errors = validateRegistration(values);
  const errorOf = (field: RegistrationField) => (touched.has(field) ? errors[field] : undefined);

  const set = (field: RegistrationField, value: string) => onChange({ ...values, [field]: value }, npn, field);
  const text =
    (field: RegistrationField, format?: (v: string) => string) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(field, format ? format(event.target.value) : event.target.value);

  function field(
    name: RegistrationField,
    label: string,
    input: ReactNode,
    { required = false, hint, span }: { required?: boolean; hint?: ReactNode; span?: 2 } = {},
  ) {
    const error = errorOf(name);
    return (
      <Field id={fieldId(name)} required={required} disabled={disabled} data-span={span}>
        <Field.Label>{label}</Field.Label>
        {input}
        {hint ? <Field.Hint>{hint}</Field.Hint> : null}
        {error ? <Field.Error>{error}</Field.Error> : null}
      </Field>
    );
  }

  const input = (name: RegistrationField, props: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput
      name={name}
      value={String(values[name] ?? '')}
      onChange={text(name)}
      onBlur={() => onBlur(name)}
      block
      {...props}
    />
  );

  const phone = (name: 'phone' | 'mphone' | 'fphone', autoComplete: string) => (
    <PhoneInput
      name={name}
      value={values[name]}
      onValueChange={(digits) => set(name, digits)}
      onBlur={() => onBlur(name)}
      autoComplete={autoComplete}
      placeholder="(xxx) xxx-xxxx"
      block
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <StyledForm noValidate onSubmit={submit} aria-label="Registration">
      <StyledSection disabled={disabled}>
        <legend>Your ID and Password</legend>
        {field('login', 'Username', input('login', { autoComplete: 'username', maxLength: 15 }), {
          required: true,
          hint: '6 to 15 letters or numbers',
          span: 2,
        })}
        {field('password', 'Password', input('password', { type: 'password', autoComplete: 'new-password' }), {
          required: true,
          hint: 'At least 8 characters with an upper case letter, a lower case letter, a number and one of ! @ # $ & *',
        })}
        {field(
          'confirmPwd',
          'Confirm Password',
          input('confirmPwd', { type: 'password', autoComplete: 'new-password' }),
          { required: true },
        )}
      </StyledSection>

      <StyledSection disabled={disabled}>
        <legend>Contact Information</legend>
        {field('company', 'Business Name', input('company', { autoComplete: 'organization', maxLength: 50 }), {
          span: 2,
        })}
        {field('fname', 'First Name', input('fname', { autoComplete: 'given-name' }), { required: true })}
        {field('lname', 'Last Name', input('lname', { autoComplete: 'family-name' }), { required: true })}
        {field('email', 'Email Address', input('email', { type: 'email', inputMode: 'email', autoComplete: 'email' }), {
          required: true,
          span: 2,
        })}
        {field('address1', 'Street Address 1', input('address1', { autoComplete: 'address-line1' }), {
          required: true,
        })}
        {field('address2', 'Street Address 2', input('address2', { autoComplete: 'address-line2' }))}
        {field('city', 'City', input('city', { autoComplete: 'address-level2' }), { required: true })}
        {field(
          'state_id',
          'State',
          <Suspense fallback={<TextInput readOnly placeholder="Select a state" aria-busy="true" block />}>
            <StateSelect
              value={findUsState(values.state_id)?.abbreviation ?? null}
              onValueChange={(value) => {
                set('state_id', value ?? '');
                onBlur('state_id');
              }}
            />
          </Suspense>,
          { required: true },
        )}
        {field(
          'zip',
          'Zip Code',
          <ZipInput
            name="zip"
            value={values.zip}
            onValueChange={(digits) => set('zip', digits)}
            onBlur={() => onBlur('zip')}
            autoComplete="postal-code"
            block
          />,
          { required: true },
        )}
        {field('phone', 'Business Phone', phone('phone', 'tel-national'), {
          hint: 'A business or a mobile phone is required',
        })}
        {field('mphone', 'Mobile Phone', phone('mphone', 'tel'))}
        {field('fphone', 'Fax Number', phone('fphone', 'fax tel'))}
        {field(
          'npn',
          'NPN',
          input('npn', {
            readOnly: npn.readOnly,
            inputMode: 'numeric',
            maxLength: 10,
            'aria-readonly': npn.readOnly || undefined,
          }),
          {
            required: !npn.readOnly,
            hint: (
              <StyledHintLink href={NPN_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
                Look up your NPN (National Producer Number)
              </StyledHintLink>
            ),
          },
        )}
        <StyledNpnRow>
          <Checkbox
            label="I don't have an NPN"
            checked={npn.readOnly}
            disabled={disabled}
            onCheckedChange={(checked) => {
              const next = toggleNoNpn(npn, checked === true);
              onChange({ ...values, npn: next.npn, hasNoNPN: next.readOnly }, next, 'hasNoNPN');
            }}
          />
        </StyledNpnRow>
        {field('website', 'Website URL', input('website', { type: 'url', inputMode: 'url', autoComplete: 'url' }), {
          span: 2,
        })}
      </StyledSection>

      <StyledActions>
        <Button type="submit" variant="primary" disabled={disabled} loading={busy}>
          Submit
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
