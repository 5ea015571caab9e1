import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { VoiceSignatureScripts } from './VoiceSignatureScripts';

const lines = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('given today, the agent and the client', () => {
  it('when shown then the reminder says to record and keep it 10 years, and the unscheduled script has today’s date', async () => {
    const { container } = renderWithTheme(
      <VoiceSignatureScripts today="2026-05-21" agentName="Jane Agent" leadName="Ada Byron" />,
    );
    // Before 2026-06-01 the domain's rows keep recordings 10 years and wait 48 hours.
    expect(screen.getByRole('status')).toHaveTextContent('Keep the recording for 10 years.');
    expect(screen.getByRole('tab', { name: 'Unscheduled appointment' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Unscheduled appointment' });
    expect(
      within(panel).getByRole('heading', { name: 'Unscheduled appointment (for example, an inbound call)' }),
    ).toBeVisible();
    expect(lines()[0]).toBe(
      'Today is May 21, 2026. My name is Jane Agent, and I am a licensed insurance agent. This call is being recorded.',
    );
    expect(lines()[1]).toBe('Am I speaking with Ada Byron?');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when the arrow key moves to Scheduled then the 48-hour script shows, with the same date', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(
      <VoiceSignatureScripts
        today={new Date('2026-05-22T04:00:00Z')}
        agentName="Jane Agent"
        leadName="Ada Byron"
        onValueChange={onValueChange}
      />,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Unscheduled appointment' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Scheduled appointment' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('scheduled');
    expect(
      screen.getByRole('heading', { name: 'Scheduled appointment (obtained at least 48 hours ahead)' }),
    ).toBeVisible();
    // 11 PM on the 21st in Chicago is the 22nd in UTC: today is the Central day.
    expect(lines()[0]).toContain('Today is May 21, 2026.');
    expect(lines().join(' ')).toContain('at least 48 hours before we meet');
    // Tab moves into the script, so it can be scrolled from the keyboard.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('when controlled then the parent decides which script shows', () => {
    renderWithTheme(<VoiceSignatureScripts today="2026-11-21" value="scheduled" />);
    expect(screen.getByRole('tab', { name: 'Scheduled appointment' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('given a day after the 2026-06-01 rows', () => {
  it('when shown then the rows in effect that day decide: no wait in the scheduled script, and the SOA record period (10 years, not the 6 of sales calls)', async () => {
    const { user } = renderWithTheme(<VoiceSignatureScripts today="2026-11-21" agentName="Jane Agent" />);
    expect(screen.getByRole('status')).toHaveTextContent('Keep the recording for 10 years.');
    await user.click(screen.getByRole('tab', { name: 'Scheduled appointment' }));
    expect(
      screen.getByRole('heading', { name: 'Scheduled appointment (obtained before the appointment)' }),
    ).toBeVisible();
    expect(lines()[0]).toContain('Today is November 21, 2026.');
  });
});

describe("given the server's rule tables", () => {
  it('when a row in effect on that day says otherwise then the reminder and the scheduled title follow it', () => {
    renderWithTheme(
      <VoiceSignatureScripts
        today="2026-11-21"
        defaultValue="scheduled"
        waitingPeriodRules={[{ effective_from: '2026-01-01', waiting_hours: 72, applies_to_unscheduled: false }]}
        retentionRules={[{ effective_from: '2026-01-01', retention_years: 12 }]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Keep the recording for 12 years.');
    expect(
      screen.getByRole('heading', { name: 'Scheduled appointment (obtained at least 72 hours ahead)' }),
    ).toBeInTheDocument();
  });
});

describe('given missing names', () => {
  it('when shown then bracketed placeholders stand in, so the agent says them', () => {
    renderWithTheme(<VoiceSignatureScripts today="2026-11-21" />);
    expect(lines()[0]).toContain('My name is [your full name]');
    expect(lines()[1]).toBe("Am I speaking with [the client's full name]?");
  });
});
