/** The email that gives a registrant a copy of the user agreement they accepted. */
export function agreementEmail(fname: string, login: string, html: string, version: string) {
  return {
    subject: 'Your Meridian user agreement',
    text:
      `Hello ${fname},\n\nThank you for registering with Meridian as ${login}. ` +
      `A copy of the user agreement (version ${version}) you accepted is included in this email.\n`,
    html: `<p>Hello ${escapeHtml(fname)},</p><p>Thank you for registering with Meridian as <strong>${escapeHtml(login)}</strong>. This is the user agreement (version ${escapeHtml(version)}) you accepted.</p><hr>${html}`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
