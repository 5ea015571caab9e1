import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { Tabs, type TabsProps } from './Tabs';

function QuickSearchTabs(props: Partial<TabsProps>) {
  return (
    <Tabs defaultValue="lead" {...props}>
      <Tabs.List aria-label="Quick search">
        <Tabs.Tab value="lead">Lead</Tabs.Tab>
        <Tabs.Tab value="rx">Updated Rx + Current Plan</Tabs.Tab>
        <Tabs.Tab value="application">Application</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="lead">Lead criteria</Tabs.Panel>
      <Tabs.Panel value="rx">Drug criteria</Tabs.Panel>
      <Tabs.Panel value="application">Application criteria</Tabs.Panel>
    </Tabs>
  );
}

describe('given Tabs', () => {
  it('when rendered then the tab list, tabs and the selected panel are named and axe-clean', async () => {
    const { container } = renderWithTheme(<QuickSearchTabs />);
    expect(screen.getByRole('tablist', { name: 'Quick search' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lead' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Lead' })).toHaveTextContent('Lead criteria');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when arrow keys move along the tabs then each shows its panel and reports the change', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<QuickSearchTabs onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Lead' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Updated Rx + Current Plan' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Drug criteria');
    expect(onValueChange).toHaveBeenLastCalledWith('rx');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Application criteria');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Lead' })).toHaveFocus();
  });

  it('when Tab is pressed on the tab list then focus moves into the panel', async () => {
    const { user } = renderWithTheme(<QuickSearchTabs />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Lead' })).toHaveFocus();
  });
});
