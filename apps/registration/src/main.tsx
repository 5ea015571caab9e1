import { clientTokenFromHash } from '@meridian/api';
import { Spinner, ThemeProvider } from '@meridian/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RegistrationPage } from './RegistrationPage';

// The public app: agent self-registration (`/registration/`, in the entry so it paints at once) and
// the client's self-service page (`/client/`, its own chunk).
const ClientPage = lazy(() => import('./ClientPage').then((m) => ({ default: m.ClientPage })));

const isClientPage = window.location.pathname === '/client' || window.location.pathname.startsWith('/client/');
if (isClientPage) document.title = 'Your information · Meridian';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <Suspense fallback={<Spinner size="large" message="Loading" />}>
        {isClientPage ? <ClientPage token={clientTokenFromHash(window.location.hash)} /> : <RegistrationPage />}
      </Suspense>
    </ThemeProvider>
  </StrictMode>,
);
