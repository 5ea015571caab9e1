import { ToastProvider } from '@meridian/ui';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppFrame } from './frame/AppFrame';
import { NewCalendarEventPage, NewLeadPage } from './pages/NewRecordPages';
import { MaintenancePage, NotFoundPage, ServerErrorPage } from './pages/StatusPages';
import { landingPath, MENU_PATHS } from './routes';
import { SessionProvider, useSession } from './session/SessionProvider';

// Screens beyond the shell load on first visit, so the first paint carries only the frame.
const LeadSearchPage = lazy(() => import('./features/quick-search').then((m) => ({ default: m.LeadSearchPage })));
const PhoneDialerSetupPage = lazy(() => import('./features/dialer').then((m) => ({ default: m.PhoneDialerSetupPage })));
const QuotesPage = lazy(() => import('./features/quotes').then((m) => ({ default: m.QuotesPage })));
const QuoteRedirectPage = lazy(() => import('./features/quotes').then((m) => ({ default: m.QuoteRedirectPage })));
const QuotePlaceholderPage = lazy(() => import('./features/quotes').then((m) => ({ default: m.QuotePlaceholderPage })));

function Placeholder({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

function LeadPlaceholder() {
  const { leadId } = useParams();
  return <Placeholder title={`Lead ${leadId ?? ''}`} />;
}

function AdminRoute() {
  const { hasPermission } = useSession();
  return hasPermission('ui_admin') ? <Placeholder title="Admin" /> : <NotFoundPage />;
}

/** The portal's routes (spec 01 §2); later issues replace the placeholders with the screens. */
function PortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Placeholder title="Dashboard" />} />
      <Route
        path="/lead/search"
        element={
          <Suspense fallback={null}>
            <LeadSearchPage />
          </Suspense>
        }
      />
      <Route path="/lead/new" element={<NewLeadPage />} />
      <Route path="/lead/:leadId" element={<LeadPlaceholder />} />
      <Route path="/lead" element={<Navigate to={MENU_PATHS.leads} replace />} />
      <Route path="/calendar/new" element={<NewCalendarEventPage />} />
      <Route path="/calendar/*" element={<Placeholder title="Calendar" />} />
      <Route
        path="/quotes"
        element={
          <Suspense fallback={null}>
            <QuotesPage />
          </Suspense>
        }
      />
      <Route
        path="/quotes/:product"
        element={
          <Suspense fallback={null}>
            <QuoteRedirectPage />
          </Suspense>
        }
      />
      <Route
        path="/quotes/:route/:leadId"
        element={
          <Suspense fallback={null}>
            <QuotePlaceholderPage />
          </Suspense>
        }
      />
      <Route path="/forms" element={<Navigate to={MENU_PATHS.forms} replace />} />
      <Route path="/forms/:tabName" element={<Placeholder title="Forms" />} />
      <Route path="/reports" element={<Navigate to={MENU_PATHS.reports} replace />} />
      <Route path="/reports/*" element={<Placeholder title="Reports" />} />
      <Route path="/admin" element={<Navigate to={MENU_PATHS.admin} replace />} />
      <Route path="/admin/*" element={<AdminRoute />} />
      <Route path="/help" element={<Placeholder title="Help" />} />
      <Route path="/privacy_policy" element={<Placeholder title="Privacy Policy" />} />
      <Route
        path="/integration/*"
        element={
          <Suspense fallback={null}>
            <PhoneDialerSetupPage />
          </Suspense>
        }
      />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="/500" element={<ServerErrorPage />} />
      <Route path="/down-for-maintenance" element={<MaintenancePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** On load only: paths outside the allowed landing set go to the dashboard (spec 01 §2). */
function LandingRedirect() {
  const [target] = useState(() => {
    const landing = landingPath(window.location.pathname);
    return landing === window.location.pathname ? undefined : landing;
  });
  return target ? <Navigate to={target} replace /> : null;
}

export function App() {
  return (
    <ToastProvider>
      <SWRConfig value={{ shouldRetryOnError: false }}>
        <BrowserRouter>
          <SessionProvider>
            <LandingRedirect />
            <AppFrame>
              <PortalRoutes />
            </AppFrame>
          </SessionProvider>
        </BrowserRouter>
      </SWRConfig>
    </ToastProvider>
  );
}
