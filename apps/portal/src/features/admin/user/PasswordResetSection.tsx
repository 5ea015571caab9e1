import { describeError, type UserDetails } from '@meridian/api';
import { useResetUserPassword } from '@meridian/api/react';
import { validatePasswordChange } from '@meridian/domain';
import { Banner, Button, Field, TextInput } from '@meridian/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { PASSWORD_HINT, PASSWORD_LABELS } from '../../profile';
import { USER_DIALOG_TEXT as T } from '../text';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: ${({ theme }) => theme.space[4]}px 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;

  & > button {
    margin-top: 22px;
  }
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
    & > button {
      margin-top: 0;
      justify-self: start;
    }
  }
`;

/**
 * An admin sets another user's password (spec 02 §2.9 "an admin editing a user gets … the password
 * reset"; §5.4: no current password is asked): new and confirm, with the rule; Set Password saves it
 * apart from Update, and every sign-in of that user ends. What was typed stays when refused.
 */
export function PasswordResetSection({ user }: { user: UserDetails }) {
  const reset = useResetUserPassword(user);
  const [values, setValues] = useState({ new_password: '', confirm: '' });
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const errors = validatePasswordChange(values, { askCurrent: false });
  const errorOf = (field: 'new_password' | 'confirm') => (submitted ? errors[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (reset.isMutating) return;
    setSubmitted(true);
    setOutcome(null);
    if (errors.new_password || errors.confirm) return;
    try {
      const answer = await reset.trigger(values.new_password);
      setOutcome({ ok: true, message: answer.message });
      setValues({ new_password: '', confirm: '' });
      setSubmitted(false);
    } catch (error) {
      setOutcome({ ok: false, message: describeError(error) });
    }
  };

  return (
    <StyledSection aria-labelledby="edit-user-password">
      <h3 id="edit-user-password">{T.passwordReset}</h3>
      <p>{T.passwordResetIntro}</p>
      {outcome ? <Banner variant={outcome.ok ? 'success' : 'alert'}>{outcome.message}</Banner> : null}
      <StyledForm aria-label={T.passwordReset} noValidate onSubmit={(e) => void submit(e)}>
        <Field required>
          <Field.Label>{PASSWORD_LABELS.new_password}</Field.Label>
          <TextInput
            block
            type="password"
            autoComplete="new-password"
            value={values.new_password}
            onChange={(e) => setValues((v) => ({ ...v, new_password: e.target.value }))}
          />
          <Field.Hint>{PASSWORD_HINT}</Field.Hint>
          <Field.Error>{errorOf('new_password')}</Field.Error>
        </Field>
        <Field required>
          <Field.Label>{PASSWORD_LABELS.confirm}</Field.Label>
          <TextInput
            block
            type="password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
          />
          <Field.Error>{errorOf('confirm')}</Field.Error>
        </Field>
        <Button type="submit" loading={reset.isMutating}>
          {T.setPassword}
        </Button>
      </StyledForm>
    </StyledSection>
  );
}
