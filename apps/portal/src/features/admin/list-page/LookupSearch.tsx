import { Button, Field, TextInput } from '@meridian/ui';
import type { FormEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { LOOKUP_TEXT } from './text';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const StyledForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: end;
`;

export interface LookupSearchProps {
  /** Names the search landmark and labels the box. */
  label: string;
  title: string;
  value: string;
  onChange(value: string): void;
  onSearch(): void;
  /** What the screen puts at the bar's end (its Add button). */
  children?: ReactNode;
}

/** The search box of an admin table (applied on Enter or Search), with the screen's add button at its end. */
export function LookupSearch({ label, title, value, onChange, onSearch, children }: LookupSearchProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <StyledBar>
      <StyledForm role="search" aria-label={title} onSubmit={submit}>
        <Field>
          <Field.Label>{label}</Field.Label>
          <TextInput type="search" value={value} onChange={(event) => onChange(event.target.value)} />
        </Field>
        <Button type="submit">{LOOKUP_TEXT.search}</Button>
      </StyledForm>
      {children}
    </StyledBar>
  );
}
