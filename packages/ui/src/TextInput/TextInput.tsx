import { forwardRef, type InputHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useFieldControl } from '../Field/Field';
import { controlSurface } from '../internal/styles';

export type TextInputSize = 'small' | 'medium';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  size?: TextInputSize;
  /** Fills the width of its container. */
  block?: boolean;
}

const StyledInput = styled.input`
  ${controlSurface}
  width: 100%;
  max-width: 100%;

  &[data-size='small'] {
    min-height: ${({ theme }) => theme.control.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &:not([data-block]) {
    max-width: 320px;
  }
`;

/**
 * A single-line text input. Inside a `Field` it takes the Field's id, description, invalid,
 * required and disabled state. Set `inputMode` and `autoComplete` for what it holds.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { size = 'medium', block = false, type = 'text', ...props },
  ref,
) {
  const wired = useFieldControl(props);
  return <StyledInput ref={ref} type={type} data-size={size} data-block={block || undefined} {...wired} />;
});
TextInput.displayName = 'TextInput';
