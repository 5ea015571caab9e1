import { safeReferrer } from '../../public/auth/safe-referrer.js';

/** Only same-origin paths may be a referrer, so sign-in can never bounce a user to another site. */
export { safeReferrer };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The frame of the /auth pages: a centred card with the sign-in styles. */
export function authPage(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${title} · Meridian</title>
<link rel="stylesheet" href="/auth/assets/sign-in.css">
</head>
<body>
<main class="card">
${body}
</main>
${script}
</body>
</html>`;
}

/** The sign-in page (username, password, Sign In, forgot-password link). */
export function renderSignInPage({ referrer }: { referrer?: string | undefined }): string {
  const target = escapeHtml(safeReferrer(referrer));
  return authPage(
    'Sign in',
    `
  <h1>Sign in to Meridian</h1>
  <form id="sign-in" method="post" action="/auth/token" novalidate>
    <input type="hidden" name="grant_type" value="password">
    <input type="hidden" name="referrer" value="${target}">
    <label for="username">Username</label>
    <input id="username" name="username" autocomplete="username" required autofocus>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <p id="sign-in-error" class="error" role="alert" hidden></p>
    <button type="submit">Sign In</button>
  </form>
  <p><a href="/auth/forgot-password">Forgot your password?</a></p>`,
    '<script type="module" src="/auth/assets/sign-in.js"></script>',
  );
}

/** Where "Forgot your password?" leads. Self-service reset is not in the spec: admins reset passwords. */
export function renderForgotPasswordPage(): string {
  return authPage(
    'Forgot password',
    `  <h1>Forgot your password?</h1>
  <p>Your account administrator can set a new password for you from Admin → Users. If you are the account owner, contact Meridian support.</p>
  <p><a href="/auth/login">Back to sign in</a></p>`,
  );
}
