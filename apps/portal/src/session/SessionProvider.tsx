import {
  ApiError,
  createApiClient,
  hasPermission,
  logout as revokeSession,
  type ApiClient,
  type Permission,
  type SignOutReason,
  type UserDetails,
} from '@meridian/api';
import { ApiProvider, useFeatureFlags, usePlanExplorerAccess, useUser, useUserSettings } from '@meridian/api/react';
import { Spinner, useToasts } from '@meridian/ui';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ServerErrorPage } from '../pages/StatusPages';
import { watchIdle } from './idle';
import { cookieSessionStore, PRINT_SETTINGS_KEY, readLoginCookie, signInUrl } from './loginCookie';

export interface Session {
  user: UserDetails;
  permissions: ReadonlySet<string>;
  hasPermission(permission: Permission): boolean;
  /** Revokes the session on the server, clears the cookie and the print settings, goes to sign-in. */
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

function clearLocalSession() {
  cookieSessionStore().clear();
  try {
    localStorage.removeItem(PRINT_SETTINGS_KEY);
    sessionStorage.removeItem(PRINT_SETTINGS_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

function goToSignIn(keepReferrer: boolean) {
  window.location.replace(keepReferrer ? signInUrl(window.location) : '/auth/login');
}

/** Server messages of HTTP 500 answers travel as this window event to the toast list. */
const SERVER_ERROR_EVENT = 'meridian:server-error';

/** Spec 01 §8: HTTP 500 shows a toast with the server message. */
function ServerErrorToasts() {
  const toasts = useToasts();
  useEffect(() => {
    const show = (event: Event) => toasts.push({ type: 'alert', message: (event as CustomEvent<string>).detail });
    window.addEventListener(SERVER_ERROR_EVENT, show);
    return () => window.removeEventListener(SERVER_ERROR_EVENT, show);
  }, [toasts]);
  return null;
}

/** Owns the API client and the signed-in user; every portal screen renders inside it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [cookieUserId] = useState(() => readLoginCookie(document.cookie)?.user_id);
  const [client] = useState<ApiClient>(() =>
    createApiClient({
      session: cookieSessionStore(),
      refreshTokenCookie: true,
      onSignOut: (reason: SignOutReason) => {
        clearLocalSession();
        goToSignIn(reason !== 'signed-out');
      },
      onServerError: (message) => window.dispatchEvent(new CustomEvent(SERVER_ERROR_EVENT, { detail: message })),
    }),
  );

  return (
    <ApiProvider client={client}>
      <ServerErrorToasts />
      <SignedInUser client={client} cookieUserId={cookieUserId}>
        {children}
      </SignedInUser>
    </ApiProvider>
  );
}

function SignedInUser({
  client,
  cookieUserId,
  children,
}: {
  client: ApiClient;
  cookieUserId: number | undefined;
  children: ReactNode;
}) {
  const { data, error } = useUser(cookieUserId, { returnAcl: true });
  // Asked for with the user rather than after it: the frame paints once it has the flags, and the
  // header's menu waits for the user's settings and Plan Explorer access (the cookie names the user).
  // The frame reads the same answers from SWR's cache.
  useFeatureFlags();
  useUserSettings(cookieUserId);
  usePlanExplorerAccess(cookieUserId);

  const logout = useCallback(async () => {
    const tokens = readLoginCookie(document.cookie);
    await revokeSession({ tokens });
    client.signOut('signed-out');
  }, [client]);

  useEffect(() => watchIdle({ onIdle: () => client.signOut('unauthorized') }), [client]);

  const session = useMemo<Session | undefined>(() => {
    if (!data) return undefined;
    const permissions = new Set(data.permissions ?? []);
    return { user: data.user, permissions, hasPermission: (p) => hasPermission(permissions, p), logout };
  }, [data, logout]);

  // The cookie names another user than its tokens (the server then answers 404, or another
  // user's profile without the caller's own permissions): sign in again.
  const mismatch =
    (data !== undefined && (data.user.user_id !== cookieUserId || data.permissions === undefined)) ||
    (error instanceof ApiError && error.status === 404);
  useEffect(() => {
    if (mismatch) client.signOut('unauthorized');
  }, [mismatch, client]);

  if (error && !mismatch && !client.signedOut) return <ServerErrorPage standalone />;
  if (!session || mismatch) return <Spinner size="large" message="Loading" />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
