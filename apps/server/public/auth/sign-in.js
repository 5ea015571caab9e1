// Signs in through the token endpoint, stores the login cookie, and goes to the referrer.
import { safeReferrer } from './safe-referrer.js';

const form = document.getElementById('sign-in');
const error = document.getElementById('sign-in-error');
const button = form.querySelector('button[type="submit"]');

function showError(message) {
  error.textContent = message;
  error.hidden = false;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  error.hidden = true;
  const data = new FormData(form);
  if (!data.get('username') || !data.get('password')) {
    showError('Enter your username and password.');
    return;
  }
  button.disabled = true;
  try {
    const body = new URLSearchParams();
    for (const key of ['grant_type', 'username', 'password']) body.set(key, String(data.get(key)));
    // The refresh token comes back as an HttpOnly cookie for /auth, out of reach of any script.
    body.set('token_delivery', 'cookie');
    const response = await fetch('/auth/token', { method: 'POST', body, headers: { Accept: 'application/json' } });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) {
      showError(answer.message || 'Sign-in failed. Please try again.');
      return;
    }
    const login = { user_id: answer.user_id, access_token: answer.access_token };
    document.cookie = `login=${encodeURIComponent(JSON.stringify(login))}; Path=/; Secure; SameSite=Strict`;
    window.location.replace(safeReferrer(data.get('referrer')));
  } catch {
    showError('Sign-in failed. Please check your connection and try again.');
  } finally {
    button.disabled = false;
  }
});
