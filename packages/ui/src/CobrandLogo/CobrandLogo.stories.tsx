import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { axeViolations } from '../test-utils/axe';
import { ThemeProvider, type ThemeCobrand } from '../theme';
import { CobrandLogo } from './CobrandLogo';
// Served as files (never inlined as data: addresses, which co-brand logos may not use).
import LARGE from '../test-utils/cobrand-large.svg?no-inline';
import SMALL from '../test-utils/cobrand-small.svg?no-inline';

const PRAIRIE: ThemeCobrand = { logoLarge: LARGE, logoSmall: SMALL, name: 'Prairie Health' };

/** A sidebar header: the toggle switches between the large and the small logo. */
function SidebarHeader({ cobrand }: { cobrand?: ThemeCobrand }) {
  const [expanded, setExpanded] = useState(true);
  return (
    <ThemeProvider withGlobalStyle={false} cobrand={cobrand}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, width: expanded ? 232 : 60, minHeight: 48 }}>
        <CobrandLogo expanded={expanded} fallback={<strong>{expanded ? 'Meridian' : 'M'}</strong>} />
      </div>
      <Button onClick={() => setExpanded((e) => !e)}>{expanded ? 'Collapse' : 'Expand'}</Button>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Theme/CobrandLogo',
  component: CobrandLogo,
} satisfies Meta<typeof CobrandLogo>;
export default meta;

type Story = StoryObj<typeof meta>;

const loaded = (img: HTMLElement) => waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));

export const LargeAndSmall: Story = {
  render: () => <SidebarHeader cobrand={PRAIRIE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const large = canvas.getByRole('img', { name: 'Prairie Health logo' });
    await expect(large).toHaveAttribute('src', LARGE);
    await loaded(large);
    // Keyboard: collapse, and the small logo takes its place.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Collapse' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const small = canvas.getByRole('img', { name: 'Prairie Health logo' });
    await expect(small).toHaveAttribute('src', SMALL);
    await loaded(small);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const NoCobrand: Story = {
  render: () => <SidebarHeader />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('Meridian')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('M')).toBeVisible();
  },
};

export const BrokenOrUnsafeAddress: Story = {
  render: () => (
    <SidebarHeader
      cobrand={{ logoLarge: '/missing/cobrand-logo.png', logoSmall: 'javascript:alert(1)', name: 'Prairie Health' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The large logo does not load: the product name stands in.
    await waitFor(() => expect(canvas.queryByRole('img')).not.toBeInTheDocument());
    await expect(canvas.getByText('Meridian')).toBeVisible();
    // Collapsed, the small address is refused (javascript:), so the large one is tried (and failed before).
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('M')).toBeVisible();
  },
};
