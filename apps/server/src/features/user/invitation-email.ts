import { escapeHtml } from '../../auth/sign-in-page';

/** The invitation a new user receives: their username and the link to set their own password. */
export function invitationEmail({
  fname,
  login,
  account,
  link,
  expiresAt,
}: {
  fname: string;
  login: string;
  account: string;
  link: string;
  expiresAt: Date;
}) {
  const until = expiresAt.toUTCString();
  return {
    subject: 'Your Meridian account is ready',
    text:
      `Hello ${fname},\n\nAn account has been created for you at ${account} in Meridian. ` +
      `Your username is ${login}.\n\nSet your password here (the link works once, until ${until}):\n${link}\n`,
    html:
      `<p>Hello ${escapeHtml(fname)},</p><p>An account has been created for you at ${escapeHtml(account)} in Meridian. ` +
      `Your username is <strong>${escapeHtml(login)}</strong>.</p>` +
      `<p><a href="${escapeHtml(link)}">Set your password</a> (the link works once, until ${escapeHtml(until)}).</p>`,
  };
}
