import { ApiError, type UserDetails } from '@meridian/api';
import { useSaveProfile } from '@meridian/api/react';
import { PASSWORD_FORM_RESET_MS, PROFILE_MESSAGES } from '@meridian/domain';
import { useEffect, useRef, useState } from 'react';
import { useDiscardGuard } from '../../forms/useDiscardGuard';
import { useDraftForm } from '../../forms/useDraftForm';
import {
  contactDeletions,
  EMPTY_PASSWORDS,
  passwordErrors,
  profileErrors,
  profileFormOf,
  profilePayload,
  wantsPasswordChange,
  type PasswordForm,
} from './profileMapping';

/**
 * The own-profile editor's state: the profile draft and the password draft, the save through
 * `useSaveProfile` (password first; a wrong current password marks its field and saves nothing),
 * the 3 s password reset after a change (spec 02 §4.4), and the unsaved-changes guard.
 */
export function useProfileEditor(user: UserDetails, onClose: () => void) {
  const saveProfile = useSaveProfile(user);
  const profile = useDraftForm({ initial: () => profileFormOf(user), validate: (f) => profileErrors(f, user.role_id) });
  const [passwordResetPending, setPasswordResetPending] = useState(false);
  const passwords = useDraftForm<PasswordForm, Partial<Record<keyof PasswordForm, string>>>({
    initial: EMPTY_PASSWORDS,
    validate: (p) => (passwordResetPending ? {} : passwordErrors(p)),
  });
  const [currentPasswordWrong, setCurrentPasswordWrong] = useState<string>();
  const currentPasswordRef = useRef<HTMLInputElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const [savedAt, setSavedAt] = useState(0);

  // The save buttons leave with the changes: focus moves to Close, in the footer.
  useEffect(() => {
    if (savedAt) closeButtonRef.current?.focus();
  }, [savedAt]);

  // Spec 02 §4.4: after a password change the password form resets after 3 s.
  const resetPasswords = passwords.reset;
  useEffect(() => {
    if (!passwordResetPending) return;
    const timer = setTimeout(() => {
      resetPasswords(EMPTY_PASSWORDS);
      setPasswordResetPending(false);
    }, PASSWORD_FORM_RESET_MS);
    return () => clearTimeout(timer);
  }, [passwordResetPending, resetPasswords]);

  const changingPassword = !passwordResetPending && wantsPasswordChange(passwords.values);
  const dirty = profile.dirty || changingPassword;
  const valid = profile.valid && passwords.valid;
  const guard = useDiscardGuard({ dirty, onClose });

  const save = (thenClose: boolean) =>
    profile.run(async () => {
      try {
        const result = await saveProfile.trigger({
          password: changingPassword ? passwords.values : undefined,
          profile: profile.dirty
            ? { deletions: contactDeletions(profile.values), payload: profilePayload(profile.values) }
            : undefined,
          onPasswordChanged: () => setPasswordResetPending(true),
        });
        if (result.profile) profile.reset(profileFormOf(result.profile));
      } catch (failure) {
        if (failure instanceof ApiError && failure.message === PROFILE_MESSAGES.currentPasswordIncorrect) {
          setCurrentPasswordWrong(failure.message);
          currentPasswordRef.current?.focus();
          return false;
        }
        throw failure;
      }
      if (thenClose) {
        onClose();
        return false;
      }
      setSavedAt(Date.now());
    }, PROFILE_MESSAGES.updated);

  const setPasswords = (next: PasswordForm) => {
    if (next.current !== passwords.values.current) setCurrentPasswordWrong(undefined);
    passwords.setValues(next);
  };

  return {
    profile,
    passwords,
    setPasswords,
    passwordResetPending,
    currentPasswordWrong,
    currentPasswordRef,
    closeButtonRef,
    dirty,
    valid,
    canSave: dirty && valid && !profile.saving,
    save,
    close: guard.close,
    onOpenChange: guard.onOpenChange,
    guardDialog: guard.dialog,
  };
}
