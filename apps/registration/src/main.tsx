import { clientTokenFromHash } from '@meridian/api';
import { Spinner, ThemeProvider } from '@meridian/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RegistrationPage } from './RegistrationPage';

// The public app: agent self-registration (`/registration/`, in the entry so it paints at once) and
// the client's self-service page (`/client/`, its own chunk).
const ClientPage = lazy(() => import('./ClientPage').then((m) => ({ default: m.ClientPage })));
// The client's Scope of Appointment signing page (`/client/soa/`, its own chunk).
const SoaSigningPage = lazy(() => import('./SoaSigningPage').then((m) => ({ default: m.SoaSigningPage })));

const path = window.location.pathname;
const isSoaPage = path === '/client/soa' || path.startsWith('/client/soa/');
const isClientPage = !isSoaPage && (path === '/client' || path.startsWith('/client/'));
if (isClientPage) document.title = 'Your information · Meridian';
if (isSoaPage) document.title = 'Scope of Appointment · Meridian';
const token = clientTokenFromHash(window.location.hash);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <Suspense fallback={<Spinner size="large" message="Loading" />}>
        {isSoaPage ? (
          <SoaSigningPage token={token} />
        ) : isClientPage ? (
          <ClientPage token={token} />
        ) : (
          <RegistrationPage />
        )}
      </Suspense>
    </ThemeProvider>
  </StrictMode>,
);
