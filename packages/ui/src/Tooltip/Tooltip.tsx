import * as RadixTooltip from '@radix-ui/react-tooltip';
import { forwardRef, type ComponentPropsWithoutRef, type ReactElement, type ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { TOOLTIP_SHOW_DELAY_MS } from '@meridian/domain';
import { reducedMotion } from '../internal/styles';

export interface TooltipProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixTooltip.Content>,
  'content' | 'asChild'
> {
  /** The text shown; it describes the trigger (`aria-describedby`) while open. */
  content: ReactNode;
  /** One focusable element (a button, link or input). */
  children: ReactElement;
  /** Hover delay before showing: the spec's 800 ms by default. Keyboard focus shows it at once. */
  delayMs?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const StyledContent = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: 280px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.emphasis};
  color: ${({ theme }) => theme.color.textOnAccent};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  animation: ${appear} ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${reducedMotion}
`;

const StyledArrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.color.emphasis};
`;

/**
 * A short description shown on hover after 800 ms (spec) and at once on keyboard focus; Escape
 * hides it. It never holds anything interactive.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  { content, children, delayMs = TOOLTIP_SHOW_DELAY_MS, open, defaultOpen, onOpenChange, sideOffset = 4, ...rest },
  ref,
) {
  return (
    <RadixTooltip.Provider delayDuration={delayMs}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <StyledContent ref={ref} sideOffset={sideOffset} collisionPadding={8} {...rest}>
            {content}
            <StyledArrow width={10} height={5} />
          </StyledContent>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
});
Tooltip.displayName = 'Tooltip';
