import { DIALER_MESSAGES, formatPhone, stripPhone } from '@meridian/domain';
import { lazy, Suspense, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useDial } from './useDial';

// The choice dialog is needed only by users who are asked each time, and only on a click.
const DialMethodDialog = lazy(() => import('./DialMethodDialog').then((m) => ({ default: m.DialMethodDialog })));

export interface ClickToCallProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onClick' | 'children'
> {
  /** The number, stored digits or formatted (`3125550142`, `(312) 555-0142`); punctuation is ignored. */
  phone: string | null | undefined;
  /** The lead being called; provider calls are recorded against it. */
  leadId?: number;
  /**
   * The client said do not call (the lead's `do_not_call` '1'): the number shows as text with
   * 'Do not call' beside it, and no dialer is offered. The server refuses such a call too.
   */
  doNotCall?: boolean;
  /** What the link shows; the number as `(xxx) xxx-xxxx` by default. */
  children?: ReactNode;
}

const StyledLink = styled.a`
  color: ${({ theme }) => theme.color.accent};
  text-decoration: underline;
  text-underline-offset: 2px;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.accentHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

// In a narrow cell (the results table's Phone column) the marker goes under the number, never cut off.
const StyledRefused = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px ${({ theme }) => theme.space[1]}px;
  max-width: 100%;

  & > span {
    white-space: nowrap;
  }
`;

/** Words, not colour alone: the marker reads 'Do not call'. */
const StyledMarker = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.danger};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 0 ${({ theme }) => theme.space[1]}px;
`;

/**
 * A phone number that calls when clicked (spec 01 §4 Phone dialer), for every place a number is
 * shown. The user's dialer settings decide how (resolveDialMethod): the device's phone
 * application 3 s after a toast, the phone-dialer provider (a failure opens the dialer set-up
 * page with its message), or the Select an Outbound Dial Method dialog first.
 *
 * ```tsx
 * <ClickToCall phone={lead.phone} leadId={lead.lead_id} />
 * ```
 *
 * It is a `tel:` link, so it reads and behaves as one (Enter activates it, its name is
 * "Call (312) 555-0142"); a number without digits renders as plain text.
 */
export function ClickToCall({ phone, leadId, doNotCall = false, children, ...rest }: ClickToCallProps) {
  const digits = stripPhone(phone);
  const formatted = formatPhone(digits);
  const { method, dial, saveChoice } = useDial();
  const [asking, setAsking] = useState(false);

  if (!digits) return <span>{children ?? phone ?? ''}</span>;
  if (doNotCall)
    return (
      <StyledRefused title={DIALER_MESSAGES.doNotCall}>
        <span>{children ?? formatted}</span>
        <StyledMarker>{DIALER_MESSAGES.doNotCallMarker}</StyledMarker>
      </StyledRefused>
    );

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (method === 'ask') setAsking(true);
    else void dial(method, { digits, leadId });
  };

  return (
    <>
      <StyledLink href={`tel:${digits}`} aria-label={`Call ${formatted}`} {...rest} onClick={onClick}>
        {children ?? formatted}
      </StyledLink>
      {asking ? (
        <Suspense fallback={null}>
          <DialMethodDialog
            phone={formatted}
            onCancel={() => setAsking(false)}
            onChoose={(choice, remember) => {
              setAsking(false);
              void saveChoice(choice, remember);
              void dial(choice, { digits, leadId });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
