import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { Spinner } from './Spinner';

describe('given a Spinner', () => {
  it('when it has a message then the status region shows and announces it', async () => {
    const { container } = renderWithTheme(<Spinner message="Creating a User Account. Please Wait." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Creating a User Account. Please Wait.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when it has no message then a hidden label still tells screen readers it is busy', async () => {
    const { container } = renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when given extra props then they reach the root element', () => {
    renderWithTheme(<Spinner data-testid="menu-spinner" size="large" message="Loading Menu Items" />);
    const root = screen.getByTestId('menu-spinner');
    expect(root).toHaveAttribute('data-size', 'large');
    expect(root).toHaveAttribute('role', 'status');
  });
});
