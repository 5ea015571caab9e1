import {
  voiceSignatureScripts,
  type RetentionRule,
  type SoaWaitingPeriodRule,
  type VoiceSignatureScriptKind,
} from '@meridian/domain';
import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Banner } from '../Banner';
import { useControllableState } from '../internal/useControllableState';
import { Tabs } from '../Tabs';

export interface VoiceSignatureScriptsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'defaultValue'> {
  /** Today, filled into both scripts: a Date (its Central calendar day) or an ISO date such as '2026-11-21'. */
  today: Date | string;
  agentName?: string;
  /** The client's full name. */
  leadName?: string;
  /** The script shown: 'unscheduled' (e.g. an inbound call) or 'scheduled' (at least 48 hours ahead). */
  value?: VoiceSignatureScriptKind;
  defaultValue?: VoiceSignatureScriptKind;
  onValueChange?: (value: VoiceSignatureScriptKind) => void;
  /** Accessible name of the script tabs. */
  label?: string;
  /** The SOA waiting period table (the server's effective-dated rows); the domain's rows by default. */
  waitingPeriodRules?: readonly SoaWaitingPeriodRule[];
  /** The SOA record retention table (a VSIG SOA is an SOA record); the domain's rows by default. */
  retentionRules?: readonly RetentionRule[];
}

const StyledRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledScript = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  & li::marker {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const isKind = (value: string): value is VoiceSignatureScriptKind => value === 'unscheduled' || value === 'scheduled';

/**
 * The voice-signature (vsig) scope-of-appointment reminder (spec 02 §2.7): record the script that
 * fits the appointment and keep the recording for the SOA record period (10 years in the domain's table). Two scripts in tabs — an unscheduled
 * appointment (such as an inbound call) and one scheduled at least 48 hours ahead — with today's date
 * and the names filled in; the words come from `@meridian/domain`'s `voiceSignatureScripts`.
 */
export const VoiceSignatureScripts = forwardRef<HTMLDivElement, VoiceSignatureScriptsProps>(
  function VoiceSignatureScripts(
    {
      today,
      agentName,
      leadName,
      value: valueProp,
      defaultValue = 'unscheduled',
      onValueChange,
      label = 'Voice signature scripts',
      waitingPeriodRules,
      retentionRules,
      ...rest
    },
    ref,
  ) {
    const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
    const { reminder, scripts } = voiceSignatureScripts(
      { agentName, leadName, today },
      { ...(waitingPeriodRules && { waitingPeriodRules }), ...(retentionRules && { retentionRules }) },
    );
    return (
      <StyledRoot ref={ref} {...rest}>
        <Banner variant="announcement">{reminder}</Banner>
        <Tabs value={value} onValueChange={(next) => isKind(next) && setValue(next)}>
          <Tabs.List aria-label={label}>
            {scripts.map((script) => (
              <Tabs.Tab key={script.kind} value={script.kind}>
                {script.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {scripts.map((script) => (
            <Tabs.Panel key={script.kind} value={script.kind}>
              <StyledTitle>{script.title}</StyledTitle>
              <StyledScript>
                {script.lines.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </StyledScript>
            </Tabs.Panel>
          ))}
        </Tabs>
      </StyledRoot>
    );
  },
);
VoiceSignatureScripts.displayName = 'VoiceSignatureScripts';
