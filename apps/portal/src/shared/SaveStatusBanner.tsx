import { ERROR_BANNER_MS, SUCCESS_BANNER_MS } from '@meridian/domain';
import { Banner } from '@meridian/ui';

/** The outcome of a form's last save: a success (cleared after 15 s) or an error (after 30 s). */
export type SaveStatus = { kind: 'success' | 'alert'; message: string; at: number } | undefined;

export interface SaveStatusBannerProps {
  status: SaveStatus;
  onClear(): void;
  /** How long the banner stays when the screen's spec says otherwise (15 s success, 30 s error by default). */
  autoClearMs?: number;
  /** Whether the user can close it (default true). */
  dismissible?: boolean;
}

/** The banner of a save's outcome; a new outcome (a new `at`) shows afresh. */
export function SaveStatusBanner({ status, onClear, autoClearMs, dismissible = true }: SaveStatusBannerProps) {
  if (!status) return null;
  return (
    <Banner
      key={status.at}
      variant={status.kind}
      dismissible={dismissible}
      autoClearMs={autoClearMs ?? (status.kind === 'success' ? SUCCESS_BANNER_MS : ERROR_BANNER_MS)}
      onOpenChange={(open) => (open ? undefined : onClear())}
    >
      {status.message}
    </Banner>
  );
}
