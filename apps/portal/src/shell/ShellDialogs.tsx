import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The shell's dialogs that any screen may open (spec 01 §2 Other dialogs). */
export type ShellDialog =
  'quick-search' | 'notices' | 'quick-links' | 'call-recording' | 'plan-explorer' | 'profile' | 'configurable-settings';

interface ShellDialogs {
  /** The dialog open now, if any. */
  current: ShellDialog | undefined;
  open(dialog: ShellDialog): void;
  close(): void;
}

const ShellDialogsContext = createContext<ShellDialogs | null>(null);

export function ShellDialogsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShellDialog | undefined>();
  const open = useCallback((dialog: ShellDialog) => setCurrent(dialog), []);
  const close = useCallback(() => setCurrent(undefined), []);
  const value = useMemo(() => ({ current, open, close }), [current, open, close]);
  return <ShellDialogsContext.Provider value={value}>{children}</ShellDialogsContext.Provider>;
}

/** Opens and closes the shell dialogs; one at a time. */
export function useShellDialogs(): ShellDialogs {
  const value = useContext(ShellDialogsContext);
  if (!value) throw new Error('useShellDialogs must be used inside <ShellDialogsProvider>');
  return value;
}
