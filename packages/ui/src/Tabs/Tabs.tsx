import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../internal/styles';

export type TabsProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;
export type TabsListProps = ComponentPropsWithoutRef<typeof RadixTabs.List>;
export type TabsTabProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;
export type TabsPanelProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

const StyledRoot = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  min-width: 0;

  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

const StyledList = styled(RadixTabs.List)`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space[1]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-x: auto;

  &[data-orientation='vertical'] {
    flex-direction: column;
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const StyledTab = styled(RadixTabs.Trigger)`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.neutralSubtle};
  }
  &[data-state='active'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-state='active']::after {
    content: '';
    position: absolute;
    right: ${({ theme }) => theme.space[2]}px;
    bottom: -1px;
    left: ${({ theme }) => theme.space[2]}px;
    height: 2px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.color.accent};
  }
  &[data-orientation='vertical'][data-state='active']::after {
    top: ${({ theme }) => theme.space[1]}px;
    right: -1px;
    bottom: ${({ theme }) => theme.space[1]}px;
    left: auto;
    width: 2px;
    height: auto;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const StyledPanel = styled(RadixTabs.Content)`
  flex: 1;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[3]}px;

  &[data-orientation='vertical'] {
    padding: 0 0 0 ${({ theme }) => theme.space[4]}px;
  }
  ${focusRing}
`;

const TabsRoot = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  return <StyledRoot ref={ref} {...props} />;
});
TabsRoot.displayName = 'Tabs';

const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(props, ref) {
  return <StyledList ref={ref} {...props} />;
});
TabsList.displayName = 'Tabs.List';

const TabsTab = forwardRef<HTMLButtonElement, TabsTabProps>(function TabsTab(props, ref) {
  return <StyledTab ref={ref} {...props} />;
});
TabsTab.displayName = 'Tabs.Tab';

const TabsPanel = forwardRef<HTMLDivElement, TabsPanelProps>(function TabsPanel(props, ref) {
  return <StyledPanel ref={ref} {...props} />;
});
TabsPanel.displayName = 'Tabs.Panel';

/**
 * Tabs (Radix): arrow keys move between tabs and show their panel, Home/End jump to the ends,
 * Tab moves into the panel. `value`/`defaultValue`/`onValueChange` as usual; give the list an
 * `aria-label`.
 *
 * ```tsx
 * <Tabs defaultValue="lead">
 *   <Tabs.List aria-label="Quick search">
 *     <Tabs.Tab value="lead">Lead</Tabs.Tab>
 *     <Tabs.Tab value="application">Application</Tabs.Tab>
 *   </Tabs.List>
 *   <Tabs.Panel value="lead">…</Tabs.Panel>
 *   <Tabs.Panel value="application">…</Tabs.Panel>
 * </Tabs>
 * ```
 */
export const Tabs = Object.assign(TabsRoot, { List: TabsList, Tab: TabsTab, Panel: TabsPanel });
