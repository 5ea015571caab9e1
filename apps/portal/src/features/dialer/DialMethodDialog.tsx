import { DIALER_MESSAGES } from '@meridian/domain';
import { Checkbox, Dialog } from '@meridian/ui';
import { useId, useState } from 'react';
import { styled } from 'styled-components';

/**
 * The cards' words. The spec describes them (automated call recording with the CMS recording
 * note; the user's default phone dialer, no recording) without quoting them.
 */
export const DIAL_METHOD_CARDS = {
  provider: {
    title: 'Automated call recording',
    text: 'Place the call through the phone dialer. The call is recorded.',
    note: 'CMS requires calls with Medicare beneficiaries in the chain of enrollment into Medicare Advantage or Part D plans to be recorded.',
  },
  default: {
    title: 'My default phone dialer',
    text: "Place the call with this device's phone application. The call is not recorded.",
  },
} as const;

export interface DialMethodDialogProps {
  /** The number being called, as shown. */
  phone: string;
  onChoose(choice: 'default' | 'provider', remember: boolean): void;
  onCancel(): void;
}

const StyledQuestion = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
`;

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  @media (max-width: 560px) {
    grid-template-columns: 1fr;
  }
`;

const StyledCard = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.canvas};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSubtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const StyledCardTitle = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledNote = styled.span`
  padding-top: ${({ theme }) => theme.space[2]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Select an Outbound Dial Method (spec 01 §4 Phone dialer): a card for automated call recording
 * with the CMS note, a card for the default phone dialer, and 'Remember my selection'.
 */
export function DialMethodDialog({ phone, onChoose, onCancel }: DialMethodDialogProps) {
  const [remember, setRemember] = useState(false);
  const id = useId();
  const card = (choice: 'provider' | 'default') => ({
    'aria-labelledby': `${id}-${choice}-title`,
    'aria-describedby': choice === 'provider' ? `${id}-provider-text ${id}-provider-note` : `${id}-default-text`,
    onClick: () => onChoose(choice, remember),
  });

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      title={DIALER_MESSAGES.dialogTitle}
      width="large"
    >
      <StyledQuestion>How do you want to call {phone}?</StyledQuestion>
      <StyledCards>
        <StyledCard type="button" {...card('provider')}>
          <StyledCardTitle id={`${id}-provider-title`}>{DIAL_METHOD_CARDS.provider.title}</StyledCardTitle>
          <span id={`${id}-provider-text`}>{DIAL_METHOD_CARDS.provider.text}</span>
          <StyledNote id={`${id}-provider-note`}>{DIAL_METHOD_CARDS.provider.note}</StyledNote>
        </StyledCard>
        <StyledCard type="button" {...card('default')}>
          <StyledCardTitle id={`${id}-default-title`}>{DIAL_METHOD_CARDS.default.title}</StyledCardTitle>
          <span id={`${id}-default-text`}>{DIAL_METHOD_CARDS.default.text}</span>
        </StyledCard>
      </StyledCards>
      <Checkbox
        label={DIALER_MESSAGES.rememberSelection}
        checked={remember}
        onCheckedChange={(checked) => setRemember(checked === true)}
      />
    </Dialog>
  );
}
