import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { TextInput } from './TextInput';

describe('given a TextInput on its own', () => {
  it('when labelled by aria-label then it is named and has no axe violations', async () => {
    const { container } = renderWithTheme(<TextInput aria-label="Search" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('type', 'text');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when typed into then onChange reports each character', async () => {
    const onChange = vi.fn();
    const { user } = renderWithTheme(<TextInput aria-label="City" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
  });

  it('when given a ref, size and input hints then they reach the input element', () => {
    let node: HTMLInputElement | null = null;
    renderWithTheme(
      <TextInput
        ref={(el) => {
          node = el;
        }}
        aria-label="Email"
        size="small"
        type="email"
        inputMode="email"
        autoComplete="email"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(node).toBe(input);
    expect(input).toHaveAttribute('data-size', 'small');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });
});
