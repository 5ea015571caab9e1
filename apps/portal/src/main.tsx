import { ThemeProvider } from '@meridian/ui';
import { headerClock } from '@meridian/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readLoginCookie, signInUrl } from './session/loginCookie';

// Every portal route needs the login cookie; without it the visitor goes to sign-in first.
if (!readLoginCookie(document.cookie)) {
  window.location.replace(signInUrl(window.location));
} else {
  const root = createRoot(document.getElementById('root')!);
  // The first render as a transition: React builds it in slices of a few milliseconds, yielding to
  // the browser between them, rather than in one task (the static 'Loading' stays until it commits).
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider>
          <App />
        </ThemeProvider>
      </StrictMode>,
    ),
  );
  // The first time zone formatter costs a phone tens of milliseconds (the time zone data loads):
  // made now, in a task of its own while the session's requests are out, rather than inside the
  // frame's first render, which formats the header clock.
  setTimeout(() => headerClock(new Date()), 0);
}
