import { forwardRef, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { IconButton } from '../IconButton';
import { focusNeighbourOf } from '../internal/focus';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons';
import { mergeRefs } from '../internal/mergeRefs';
import { useControllableState } from '../internal/useControllableState';
import { useStableCallback } from '../internal/useStableCallback';

/** The banner kinds of the spec (notices: announcement, alert, success, warn). */
export type BannerVariant = 'announcement' | 'alert' | 'success' | 'warn';

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: BannerVariant;
  /** Optional bold lead-in shown before the message. */
  title?: ReactNode;
  /** Shows a close button. */
  dismissible?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Hides the banner this many milliseconds after it opens (e.g. 30000 for server errors). */
  autoClearMs?: number;
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with `false` when the user closes the banner or it clears itself. */
  onOpenChange?: (open: boolean) => void;
}

const icons: Record<BannerVariant, ReactNode> = {
  announcement: <InfoIcon />,
  alert: <AlertIcon />,
  success: <SuccessIcon />,
  warn: <WarningIcon />,
};

const StyledBanner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.accentMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.accentSubtle};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  --banner-icon: ${({ theme }) => theme.color.accent};

  &[data-variant='alert'] {
    border-color: ${({ theme }) => theme.color.dangerMuted};
    background: ${({ theme }) => theme.color.dangerSubtle};
    --banner-icon: ${({ theme }) => theme.color.danger};
  }
  &[data-variant='success'] {
    border-color: ${({ theme }) => theme.color.successMuted};
    background: ${({ theme }) => theme.color.successSubtle};
    --banner-icon: ${({ theme }) => theme.color.success};
  }
  &[data-variant='warn'] {
    border-color: ${({ theme }) => theme.color.warningMuted};
    background: ${({ theme }) => theme.color.warningSubtle};
    --banner-icon: ${({ theme }) => theme.color.warning};
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
  /* Centre the 16 px icon on the first line of text. */
  padding-top: 3px;
  color: var(--banner-icon);
`;

const StyledContent = styled.div`
  flex: 1;
  min-width: 0;
  padding: 1px 0;
  overflow-wrap: anywhere;
`;

const StyledTitle = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  margin-right: ${({ theme }) => theme.space[1]}px;
`;

const StyledClose = styled(IconButton)`
  margin: -${({ theme }) => theme.space[1]}px -${({ theme }) => theme.space[2]}px -${({ theme }) => theme.space[1]}px 0;
  color: ${({ theme }) => theme.color.text};
`;

/**
 * An inline message. Closing it moves focus to the next control. Alerts are announced at once (`role="alert"`), the other kinds politely
 * (`role="status"`). With `autoClearMs` it closes itself; give it a new `key` to restart the clock
 * for a new message.
 */
export const Banner = forwardRef<HTMLDivElement, BannerProps>(function Banner(
  {
    variant = 'announcement',
    title,
    dismissible = false,
    closeLabel = 'Close',
    autoClearMs,
    open: openProp,
    defaultOpen = true,
    onOpenChange,
    children,
    ...rest
  },
  ref,
) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useStableCallback(() => setOpen(false));
  const closeByUser = () => {
    // The close button is about to disappear: hand focus to the next control instead of the page top.
    if (rootRef.current) focusNeighbourOf(rootRef.current);
    close();
  };

  useEffect(() => {
    if (!open || autoClearMs === undefined) return;
    const timer = setTimeout(close, autoClearMs);
    return () => clearTimeout(timer);
  }, [open, autoClearMs, close]);

  if (!open) return null;
  return (
    <StyledBanner
      ref={mergeRefs(ref, rootRef)}
      role={variant === 'alert' ? 'alert' : 'status'}
      data-variant={variant}
      {...rest}
    >
      <StyledIcon>{icons[variant]}</StyledIcon>
      <StyledContent>
        {title ? <StyledTitle>{title}</StyledTitle> : null}
        {children}
      </StyledContent>
      {dismissible ? (
        <StyledClose size="small" icon={<CloseIcon />} aria-label={closeLabel} onClick={closeByUser} />
      ) : null}
    </StyledBanner>
  );
});
Banner.displayName = 'Banner';
