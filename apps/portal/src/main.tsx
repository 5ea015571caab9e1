import { ThemeProvider } from '@meridian/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readLoginCookie, signInUrl } from './session/loginCookie';

// Every portal route needs the login cookie; without it the visitor goes to sign-in first.
if (!readLoginCookie(document.cookie)) {
  window.location.replace(signInUrl(window.location));
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeProvider>
        <App />
      </ThemeProvider>
    </StrictMode>,
  );
}
