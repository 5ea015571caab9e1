import { authPage, escapeHtml } from '../../auth/sign-in-page';

/** The password rules as the set-password page states them (spec 02 §5.4, the new-password criteria). */
export const SET_PASSWORD_RULES =
  'At least 8 characters, with a capital letter, a lowercase letter, a number and one of @ # $ !.';

/** The set-password page of an invitation: the rules, the new password and its confirmation. */
export function renderSetPasswordPage({
  token,
  login,
  error,
}: {
  token: string;
  login: string;
  error?: string | undefined;
}): string {
  return authPage(
    'Set your password',
    `
  <h1>Set your password</h1>
  <p>Choose the password you will sign in with as <strong>${escapeHtml(login)}</strong>.</p>
  <p id="password-rules">${SET_PASSWORD_RULES}</p>
  <form id="set-password" method="post" action="/auth/set-password" novalidate>
    <input type="hidden" name="token" value="${escapeHtml(token)}">
    <label for="new_password">New Password</label>
    <input id="new_password" name="new_password" type="password" autocomplete="new-password" aria-describedby="password-rules" required autofocus>
    <label for="confirm">Confirm Password</label>
    <input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <button type="submit">Set Password</button>
  </form>`,
  );
}

/** The page of a link that cannot set a password (invalid, used or expired). */
export function renderSetPasswordRefusedPage(message: string): string {
  return authPage(
    'Set your password',
    `
  <h1>Set your password</h1>
  <p class="error" role="alert">${escapeHtml(message)}</p>
  <p><a href="/auth/login">Back to sign in</a></p>`,
  );
}

/** After the password is set: on to sign in. */
export function renderPasswordSetPage(login: string): string {
  return authPage(
    'Password set',
    `
  <h1>Your password is set</h1>
  <p role="status">Sign in as <strong>${escapeHtml(login)}</strong> with your new password.</p>
  <p><a href="/auth/login">Sign in</a></p>`,
  );
}
