import { useLayoutEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../internal/styles';

/** The check and the dash drawn in white, as the other checkboxes' icons. */
const CHECK = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='%23fff' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M3.5 8.5l3 3 6-7'/%3E%3C/svg%3E")`;
const DASH = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='%23fff' stroke-width='2.4' stroke-linecap='round'%3E%3Cpath d='M4 8h8'/%3E%3C/svg%3E")`;

// The look of @meridian/ui's Checkbox (16 px box, accent when checked or mixed), on a native input.
const StyledInput = styled.input`
  appearance: none;
  display: block;
  flex: none;
  width: 16px;
  height: 16px;
  margin: 2px 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.canvas} center / 12px 12px no-repeat;
  cursor: pointer;

  &:checked,
  &:indeterminate {
    border-color: ${({ theme }) => theme.color.accent};
    background-color: ${({ theme }) => theme.color.accent};
  }
  &:checked {
    background-image: ${CHECK};
  }
  &:indeterminate {
    background-image: ${DASH};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.color.border};
    background-color: ${({ theme }) => theme.color.canvasDisabled};
    cursor: not-allowed;
  }
  ${focusRing}
`;

export interface SelectionCheckboxProps {
  /** Names the box for assistive technology (the table shows no label beside it). */
  label: string;
  checked: boolean | 'indeterminate';
  disabled?: boolean;
  onCheckedChange(checked: boolean): void;
}

/**
 * A row's (or the page's select-all) checkbox: one native input rather than the Radix `Checkbox`
 * (a wrapper, a button, an indicator with two icons, a hidden label and a form input measured after
 * mount, about nine elements and a layout read each). A page of 200 rows is 200 of them: the native
 * box keeps the table one element a row lighter per column and commits in one pass. Space toggles it.
 */
export function SelectionCheckbox({ label, checked, disabled, onCheckedChange }: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const mixed = checked === 'indeterminate';
  // `indeterminate` is a property only: no attribute sets it.
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <StyledInput
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked === true}
      disabled={disabled}
      onChange={(event) => onCheckedChange(event.currentTarget.checked)}
    />
  );
}
