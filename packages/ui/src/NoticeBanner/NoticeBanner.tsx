import { ERROR_BANNER_MS, SUCCESS_BANNER_MS, type NoticeBannerType } from '@meridian/domain';
import { forwardRef } from 'react';
import { Banner, type BannerProps } from '../Banner';

export interface NoticeBannerProps extends Omit<
  BannerProps,
  'variant' | 'open' | 'defaultOpen' | 'onOpenChange' | 'children' | 'autoClearMs'
> {
  /** The notice banner type (spec 01 §3): announcement, alert, success, warn; 'close' shows nothing. */
  type?: NoticeBannerType;
  /** The message, e.g. the server's. Nothing shows while it is empty; a new message shows again. */
  message?: string | null;
  /**
   * Milliseconds until the banner clears itself. By default alerts clear after 30 s and success after
   * 15 s (spec 01 §8, spec 02 §9); `null` keeps it until closed.
   */
  autoClearMs?: number | null;
  /** The user closed it or it cleared itself: the caller may forget the message. */
  onClear?: () => void;
}

const DEFAULT_CLEAR_MS: Partial<Record<NoticeBannerType, number>> = {
  alert: ERROR_BANNER_MS,
  success: SUCCESS_BANNER_MS,
};

/**
 * The notice dialogs' banner: a server message in one of the spec's banner types, dismissible by
 * default, clearing itself after the spec's time. Each new message shows afresh and restarts the clock.
 */
export const NoticeBanner = forwardRef<HTMLDivElement, NoticeBannerProps>(function NoticeBanner(
  { type = 'announcement', message, autoClearMs, onClear, dismissible = true, ...rest },
  ref,
) {
  if (type === 'close' || !message) return null;
  return (
    <Banner
      // A new message is a new banner: open again, with its own clock.
      key={message}
      ref={ref}
      variant={type}
      dismissible={dismissible}
      autoClearMs={autoClearMs === undefined ? DEFAULT_CLEAR_MS[type] : (autoClearMs ?? undefined)}
      onOpenChange={(open) => {
        if (!open) onClear?.();
      }}
      {...rest}
    >
      {message}
    </Banner>
  );
});
NoticeBanner.displayName = 'NoticeBanner';
