import { ApiError, changePassword, deleteUserContact, getCountiesByZip, getUser, updateUserProfile, type UserDetails } from '@meridian/api';
import { useAccount, useApiClient } from '@meridian/api/react';
import {
  COMPANY_MAX_LENGTH,
  formatCentralDateTime,
  NAME_MAX_LENGTH,
  PASSWORD_FORM_RESET_MS,
  PROFILE_MESSAGES,
  type AgentWritingNumber,
} from '@meridian/domain';
import {
  AddressEditor,
  Banner,
  Button,
  Dialog,
  EmailEditor,
  Field,
  PhoneEditor,
  RadioGroup,
  TextInput,
  useUnsavedChangesGuard,
  WritingNumberTable,
} from '@meridian/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { useSession } from '../../session/SessionProvider';
import { SaveStatusBanner, type SaveStatus } from '../../shared/SaveStatusBanner';
import { errorMessage, useWritingNumbers } from './data';
import { PasswordFields } from './PasswordFields';
import {
  contactDeletions,
  EMPTY_PASSWORDS,
  passwordErrors,
  profileErrors,
  profileFormOf,
  profilePayload,
  sameProfile,
  wantsPasswordChange,
  type PasswordForm,
  type ProfileForm,
} from './profileForm';

/** Texts of the dialog that the spec names without wording them. */
export const PROFILE_TEXT = {
  title: 'User Profile',
  userInformation: 'User Information',
  userDetails: 'User Details',
  account: 'Account',
  contact: 'Phones, Emails and Addresses',
  password: 'Password',
  writingNumbers: 'Agent Writing Numbers',
  noWritingNumbers: 'No agent writing numbers are on file for you. Your account administrator adds them.',
  fixErrors: 'Correct the marked fields to save your changes.',
  close: 'Close',
  cancel: 'Cancel',
  update: 'Update',
  updateAndClose: 'Update + Close',
} as const;

export interface UserProfileDialogProps {
  /** The dialog was closed (Close, Cancel, Escape, or Update + Close after a save). */
  onClose(): void;
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  min-height: 480px;
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;

  & > h3 {
    margin: 0;
    padding-bottom: ${({ theme }) => theme.space[1]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  align-items: start;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]}px;
    min-width: 0;
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledBanners = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;

  &:empty {
    display: none;
  }
`;

const shownDate = (value: string | null) => (value ? formatCentralDateTime(value) : '—');

/**
 * The User Profile dialog in own-profile mode (spec 02 §2.9, §4.4, §5.4): names, gender, company,
 * NPN, phones, emails and addresses, the password change, read-only facts about the user and the
 * account, and the user's agent writing numbers. Update saves and stays open; Update + Close saves
 * and closes; both show only when something changed and everything is valid.
 */
export function UserProfileDialog({ onClose }: UserProfileDialogProps) {
  // The signed-in user's profile is the session's (GET user/{id}?return_acl=1), kept current by every save.
  const { user } = useSession();
  const account = useAccount(user.account_id);
  const ownerName = account.data ? `${account.data.owner_fname ?? ''} ${account.data.owner_lname ?? ''}`.trim() : '';
  return <ProfileEditor user={user} ownerName={ownerName} onClose={onClose} />;
}

interface ProfileEditorProps {
  user: UserDetails;
  ownerName: string;
  onClose(): void;
}

function ProfileEditor({ user, ownerName, onClose }: ProfileEditorProps) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const writingNumbers = useWritingNumbers(user.user_id);
  const [saved, setSaved] = useState<ProfileForm>(() => profileFormOf(user));
  const [form, setForm] = useState<ProfileForm>(saved);
  const [passwords, setPasswords] = useState<PasswordForm>(EMPTY_PASSWORDS);
  const [passwordResetPending, setPasswordResetPending] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [currentPasswordWrong, setCurrentPasswordWrong] = useState<string>();
  const [status, setStatus] = useState<SaveStatus>();
  const [saving, setSaving] = useState(false);
  const currentPasswordRef = useRef<HTMLInputElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const [savedAt, setSavedAt] = useState(0);

  // The save buttons leave with the changes: focus moves to Close, in the footer.
  useEffect(() => {
    if (savedAt) closeButtonRef.current?.focus();
  }, [savedAt]);

  const changingPassword = !passwordResetPending && wantsPasswordChange(passwords);
  const dirty = !sameProfile(form, saved) || changingPassword;
  const errors = useMemo(() => profileErrors(form, user.role_id), [form, user.role_id]);
  const pwErrors = useMemo(() => (passwordResetPending ? {} : passwordErrors(passwords)), [passwords, passwordResetPending]);
  const valid = Object.keys(errors).length === 0 && Object.keys(pwErrors).length === 0;
  const canSave = dirty && valid && !saving;
  const guard = useUnsavedChangesGuard({ when: dirty });

  // Spec 02 §4.4: after a password change the password form resets after 3 s.
  useEffect(() => {
    if (!passwordResetPending) return;
    const timer = setTimeout(() => {
      setPasswords(EMPTY_PASSWORDS);
      setPasswordResetPending(false);
      setTouched((t) => new Set([...t].filter((f) => !f.startsWith('password.'))));
    }, PASSWORD_FORM_RESET_MS);
    return () => clearTimeout(timer);
  }, [passwordResetPending]);

  const shows = (field: string) => touched.has(field);
  const touch = (field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const close = () => guard.confirmLeave(onClose);

  const save = async (thenClose: boolean) => {
    setSaving(true);
    setStatus(undefined);
    try {
      // The password first: a wrong current password stops the whole update, nothing is saved.
      if (changingPassword) {
        const credentials = user.usercredentials[0];
        if (!credentials) throw new Error('This user has no sign-in name.');
        try {
          await changePassword(client, {
            user_id: user.user_id,
            user_credentials_id: credentials.user_credentials_id,
            login: credentials.login,
            context: credentials.context,
            password: passwords.current,
            new_password: passwords.new_password,
          });
        } catch (failure) {
          if (failure instanceof ApiError && failure.message === PROFILE_MESSAGES.currentPasswordIncorrect) {
            setCurrentPasswordWrong(failure.message);
            currentPasswordRef.current?.focus();
            return;
          }
          throw failure;
        }
        setPasswordResetPending(true);
      }
      if (!sameProfile(form, saved)) {
        for (const { kind, id } of contactDeletions(form)) await deleteUserContact(client, user.user_id, kind, id);
        const answer = await updateUserProfile(client, user.user_id, profilePayload(form));
        const next = profileFormOf(answer);
        setSaved(next);
        setForm(next);
        // Spec 02 §4.4: after saving one's own profile, the permissions are reloaded from the access-control headers.
        const fresh = await getUser(client, user.user_id, { returnAcl: true });
        if (fresh.hash) client.acceptAccessControlHash(fresh.hash);
        await mutate(['user', user.user_id, true], fresh, { revalidate: false });
      }
      if (thenClose) {
        onClose();
        return;
      }
      setStatus({ kind: 'success', message: PROFILE_MESSAGES.updated, at: Date.now() });
      setSavedAt(Date.now());
    } catch (failure) {
      setStatus({ kind: 'alert', message: errorMessage(failure), at: Date.now() });
    } finally {
      setSaving(false);
    }
  };

  const writingNumberRows: AgentWritingNumber[] = useMemo(
    () => (writingNumbers.data ?? []).map(({ record_num: _recordNum, ...row }) => row),
    [writingNumbers.data],
  );
  const login = user.usercredentials[0]?.login ?? '';

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : close())}
        title={PROFILE_TEXT.title}
        width="xlarge"
        footer={
          <>
            <Button ref={closeButtonRef} onClick={close} disabled={saving}>
              {dirty ? PROFILE_TEXT.cancel : PROFILE_TEXT.close}
            </Button>
            {canSave || saving ? (
              <>
                <Button onClick={() => void save(false)} loading={saving}>
                  {PROFILE_TEXT.update}
                </Button>
                <Button variant="primary" onClick={() => void save(true)} loading={saving}>
                  {PROFILE_TEXT.updateAndClose}
                </Button>
              </>
            ) : null}
          </>
        }
      >
        <StyledBody>
          <StyledBanners aria-live="polite">
            {dirty && valid ? <Banner variant="announcement">{PROFILE_MESSAGES.changesNotice}</Banner> : null}
            {dirty && !valid ? <Banner variant="warn">{PROFILE_TEXT.fixErrors}</Banner> : null}
            <SaveStatusBanner status={status} onClear={() => setStatus(undefined)} />
          </StyledBanners>

          <StyledSection aria-labelledby="profile-user-information">
            <h3 id="profile-user-information">{PROFILE_TEXT.userInformation}</h3>
            <StyledGrid>
              <Field required>
                <Field.Label>First Name</Field.Label>
                <TextInput block autoComplete="given-name" maxLength={NAME_MAX_LENGTH} value={form.fname} onChange={(e) => set('fname', e.target.value)} onBlur={() => touch('fname')} />
                <Field.Error>{shows('fname') ? errors.fname : undefined}</Field.Error>
              </Field>
              <Field required>
                <Field.Label>Last Name</Field.Label>
                <TextInput block autoComplete="family-name" maxLength={NAME_MAX_LENGTH} value={form.lname} onChange={(e) => set('lname', e.target.value)} onBlur={() => touch('lname')} />
                <Field.Error>{shows('lname') ? errors.lname : undefined}</Field.Error>
              </Field>
              <RadioGroup label="Gender" orientation="horizontal" value={form.gender} onValueChange={(value) => set('gender', value as ProfileForm['gender'])}>
                <RadioGroup.Item value="m" label="Male" />
                <RadioGroup.Item value="f" label="Female" />
              </RadioGroup>
              <Field>
                <Field.Label>Company</Field.Label>
                <TextInput block autoComplete="organization" maxLength={COMPANY_MAX_LENGTH} value={form.company} onChange={(e) => set('company', e.target.value)} />
              </Field>
              <Field>
                <Field.Label>NPN</Field.Label>
                <TextInput block autoComplete="off" inputMode="numeric" maxLength={20} value={form.npn} onChange={(e) => set('npn', e.target.value)} />
              </Field>
            </StyledGrid>
          </StyledSection>

          <StyledSection aria-labelledby="profile-user-details">
            <h3 id="profile-user-details">{PROFILE_TEXT.userDetails}</h3>
            <StyledFacts>
              <div>
                <dt>User ID</dt>
                <dd>{user.user_id}</dd>
              </div>
              <div>
                <dt>Username</dt>
                <dd>{login || '—'}</dd>
              </div>
              <div>
                <dt>Role</dt>
                <dd>{user.role_name}</dd>
              </div>
              <div>
                <dt>Registration Date</dt>
                <dd>{shownDate(user.registration_date)}</dd>
              </div>
              <div>
                <dt>Last Access</dt>
                <dd>{shownDate(user.last_access_date)}</dd>
              </div>
              <div>
                <dt>Previous Login</dt>
                <dd>{shownDate(user.previous_login_date)}</dd>
              </div>
            </StyledFacts>
          </StyledSection>

          <StyledSection aria-labelledby="profile-account">
            <h3 id="profile-account">{PROFILE_TEXT.account}</h3>
            <StyledFacts>
              <div>
                <dt>Account ID</dt>
                <dd>{user.account_id}</dd>
              </div>
              <div>
                <dt>Account Name</dt>
                <dd>{user.account_business_name}</dd>
              </div>
              <div>
                <dt>Account Owner</dt>
                <dd>{ownerName || '—'}</dd>
              </div>
            </StyledFacts>
          </StyledSection>

          <StyledSection aria-labelledby="profile-contact">
            <h3 id="profile-contact">{PROFILE_TEXT.contact}</h3>
            <PhoneEditor value={form.phones} onValueChange={(phones) => set('phones', phones)} />
            {errors.phones ? <Banner variant="alert">{errors.phones}</Banner> : null}
            <EmailEditor value={form.emails} onValueChange={(emails) => set('emails', emails)} required />
            {errors.emails ? <Banner variant="alert">{errors.emails}</Banner> : null}
            <AddressEditor
              mode="profile"
              value={form.addresses}
              onValueChange={(addresses) => set('addresses', addresses)}
              onZipLookup={(zip) =>
                getCountiesByZip(client, zip).catch((failure: unknown) => {
                  setStatus({ kind: 'alert', message: errorMessage(failure), at: Date.now() });
                  throw failure;
                })
              }
            />
          </StyledSection>

          <StyledSection aria-labelledby="profile-password">
            <h3 id="profile-password">{PROFILE_TEXT.password}</h3>
            <StyledGrid>
              <PasswordFields
                value={passwords}
                readOnly={passwordResetPending}
                currentRef={currentPasswordRef}
                errors={{
                  current: currentPasswordWrong ?? (shows('password.current') ? pwErrors.current : undefined),
                  new_password: shows('password.new_password') ? pwErrors.new_password : undefined,
                  confirm: shows('password.confirm') ? pwErrors.confirm : undefined,
                }}
                onValueChange={(next) => {
                  if (next.current !== passwords.current) setCurrentPasswordWrong(undefined);
                  setPasswords(next);
                }}
                onBlur={(field) => touch(`password.${field}`)}
              />
            </StyledGrid>
          </StyledSection>

          <StyledSection aria-labelledby="profile-writing-numbers">
            <h3 id="profile-writing-numbers">{PROFILE_TEXT.writingNumbers}</h3>
            {writingNumbers.error ? (
              <Banner variant="alert">{errorMessage(writingNumbers.error)}</Banner>
            ) : (
              <WritingNumberTable rows={writingNumberRows} loading={writingNumbers.data === undefined} emptyText={PROFILE_TEXT.noWritingNumbers} caption={PROFILE_TEXT.writingNumbers} />
            )}
          </StyledSection>
        </StyledBody>
      </Dialog>
      {guard.dialog}
    </>
  );
}
