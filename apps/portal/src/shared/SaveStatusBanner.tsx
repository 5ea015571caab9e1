import { ERROR_BANNER_MS, SUCCESS_BANNER_MS } from '@meridian/domain';
import { Banner } from '@meridian/ui';

/** The outcome of a form's last save: a success (cleared after 15 s) or an error (after 30 s). */
export type SaveStatus = { kind: 'success' | 'alert'; message: string; at: number } | undefined;

/** The banner of a save's outcome; a new outcome (a new `at`) shows afresh. */
export function SaveStatusBanner({ status, onClear }: { status: SaveStatus; onClear(): void }) {
  if (!status) return null;
  return (
    <Banner
      key={status.at}
      variant={status.kind}
      dismissible
      autoClearMs={status.kind === 'success' ? SUCCESS_BANNER_MS : ERROR_BANNER_MS}
      onOpenChange={(open) => (open ? undefined : onClear())}
    >
      {status.message}
    </Banner>
  );
}
