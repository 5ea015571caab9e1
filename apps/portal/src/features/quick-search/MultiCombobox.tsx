import { Combobox, Field, IconButton, type SelectOption } from '@meridian/ui';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';

export interface MultiComboboxProps {
  /** The field's id; its input takes it. */
  id: string;
  label: string;
  options: ReadonlyArray<SelectOption>;
  /** The chosen values, in the order they were chosen. */
  value: ReadonlyArray<string>;
  onValueChange(value: string[]): void;
  error?: string;
  placeholder?: string;
}

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: 100%;
  padding-left: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.accentMuted};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.accentSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

function CloseGlyph() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Several choices from a list (the quick search's states, dispositions and tags): type to filter,
 * Enter or a click adds the option, each choice shows as a chip with its own remove button. The
 * input is cleared for the next choice and keeps focus.
 */
export function MultiCombobox({ id, label, options, value, onValueChange, error, placeholder = 'Any' }: MultiComboboxProps) {
  // A fresh combobox after each choice: its text is empty again for the next one.
  const [round, setRound] = useState(0);
  const refocus = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const chosen = new Set(value);
  const remaining = options.filter((option) => !chosen.has(option.value));
  const labelOf = (v: string) => options.find((option) => option.value === v)?.label ?? v;

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    inputRef.current?.focus();
  }, [round]);

  const remove = (v: string, index: number) => {
    onValueChange(value.filter((item) => item !== v));
    // Keep keyboard users in place: the next chip's button, else the previous one, else the input.
    const buttons = chipsRef.current?.querySelectorAll('button');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    (next ?? inputRef.current)?.focus();
  };

  return (
    <Field id={id} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Combobox
        key={round}
        ref={inputRef}
        block
        options={remaining}
        value={null}
        placeholder={value.length > 0 ? 'Add another' : placeholder}
        emptyText="No matches"
        onValueChange={(next) => {
          if (next === null) return;
          onValueChange([...value, next]);
          refocus.current = true;
          setRound((r) => r + 1);
        }}
      />
      {value.length > 0 ? (
        <StyledChips ref={chipsRef} aria-label={`Chosen ${label}`}>
          {value.map((v, index) => (
            <StyledChip key={v}>
              <span>{labelOf(v)}</span>
              <IconButton size="small" icon={<CloseGlyph />} aria-label={`Remove ${labelOf(v)}`} onClick={() => remove(v, index)} />
            </StyledChip>
          ))}
        </StyledChips>
      ) : null}
      <Field.Error>{error}</Field.Error>
    </Field>
  );
}
