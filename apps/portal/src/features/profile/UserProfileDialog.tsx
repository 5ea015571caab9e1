import type { UserDetails } from '@meridian/api';
import { useAccount } from '@meridian/api/react';
import { PROFILE_MESSAGES } from '@meridian/domain';
import { Button, Dialog } from '@meridian/ui';
import { useSession } from '../../session/SessionProvider';
import { SaveStatusBanner } from '../../shared/SaveStatusBanner';
import { CalendarFeedSection } from './CalendarFeedSection';
import { ContactSection } from './ContactSection';
import { PasswordSection } from './PasswordSection';
import { StyledBanners, StyledBody, StyledFooterStatus } from './styles';
import { PROFILE_TEXT } from './text';
import { useProfileEditor } from './useProfileEditor';
import { UserFactsSections } from './UserFactsSections';
import { UserInformationSection } from './UserInformationSection';
import { StateLicensesSection } from './StateLicensesSection';
import { WritingNumbersSection } from './WritingNumbersSection';

export { PROFILE_TEXT } from './text';

export interface UserProfileDialogProps {
  /** The dialog was closed (Close, Cancel, Escape, or Update + Close after a save). */
  onClose(): void;
}

/**
 * The User Profile dialog in own-profile mode (spec 02 §2.9, §4.4, §5.4): names, gender, company,
 * NPN, phones, emails and addresses, the password change, read-only facts about the user and the
 * account, the user's agent writing numbers and (for calendar keepers) their private calendar feed
 * link. Update saves and stays open; Update + Close saves and closes; both show only when something
 * changed and everything is valid.
 */
export function UserProfileDialog({ onClose }: UserProfileDialogProps) {
  // The signed-in user's profile is the session's (GET user/{id}?return_acl=1), kept current by every save.
  const { user, hasPermission } = useSession();
  const account = useAccount(user.account_id);
  const ownerName = account.data ? `${account.data.owner_fname ?? ''} ${account.data.owner_lname ?? ''}`.trim() : '';
  return (
    <ProfileEditor
      user={user}
      ownerName={ownerName}
      calendarFeed={hasPermission('calendar_manage')}
      onClose={onClose}
    />
  );
}

function ProfileEditor({
  user,
  ownerName,
  calendarFeed,
  onClose,
}: {
  user: UserDetails;
  ownerName: string;
  /** Shows the calendar feed section (its calls need `calendar_manage`, and only the owner's own link exists). */
  calendarFeed: boolean;
  onClose(): void;
}) {
  const {
    profile,
    passwords,
    setPasswords,
    passwordResetPending,
    currentPasswordWrong,
    currentPasswordRef,
    closeButtonRef,
    dirty,
    valid,
    canSave,
    save,
    close,
    onOpenChange,
    guardDialog,
  } = useProfileEditor(user, onClose);
  const saving = profile.saving;
  return (
    <>
      <Dialog
        open
        onOpenChange={onOpenChange}
        title={PROFILE_TEXT.title}
        width="xlarge"
        footer={
          <>
            {/* In the footer, so the notice appearing while typing does not push the fields down. */}
            <StyledFooterStatus role="status" data-tone={dirty && !valid ? 'warn' : undefined}>
              {dirty ? (valid ? PROFILE_MESSAGES.changesNotice : PROFILE_TEXT.fixErrors) : null}
            </StyledFooterStatus>
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
            <SaveStatusBanner status={profile.status} onClear={profile.clearStatus} />
          </StyledBanners>
          <UserInformationSection
            values={profile.values}
            set={profile.set}
            touch={profile.touch}
            errorOf={profile.errorOf}
          />
          <UserFactsSections user={user} ownerName={ownerName} />
          <ContactSection
            values={profile.values}
            set={profile.set}
            errors={profile.errors}
            onLookupError={profile.fail}
          />
          <PasswordSection
            value={passwords.values}
            onValueChange={setPasswords}
            touch={passwords.touch}
            errorOf={passwords.errorOf}
            currentPasswordWrong={currentPasswordWrong}
            readOnly={passwordResetPending}
            currentRef={currentPasswordRef}
          />
          <WritingNumbersSection userId={user.user_id} />
          <StateLicensesSection userId={user.user_id} />
          {calendarFeed ? <CalendarFeedSection userId={user.user_id} /> : null}
        </StyledBody>
      </Dialog>
      {guardDialog}
    </>
  );
}
