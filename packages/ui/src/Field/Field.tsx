import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type HTMLAttributes,
  type LabelHTMLAttributes,
} from 'react';
import { styled } from 'styled-components';
import { AlertIcon } from '../internal/icons';
import { visuallyHidden } from '../internal/styles';
import { useIsomorphicLayoutEffect } from '../internal/useStableCallback';

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id'> {
  /** The id of the input; generated when left out. */
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** Marks the input invalid even without a `Field.Error` (a `Field.Error` with text always does). */
  invalid?: boolean;
}

interface FieldContextValue {
  inputId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  hasHint: boolean;
  hasError: boolean;
  required: boolean;
  disabled: boolean;
  invalid: boolean;
  setPart(part: 'hint' | 'error', present: boolean): void;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** The enclosing Field, for controls that need its ids (e.g. a select's label id). */
export function useFieldContext() {
  return useContext(FieldContext);
}

interface ControlProps {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * Wires a control into its Field: the Field's input id, `aria-describedby` pointing at the hint
 * and error, `aria-invalid`, `required` and `disabled`. Props set on the control win.
 */
export function useFieldControl<P extends ControlProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy =
    [props['aria-describedby'], field.hasHint ? field.hintId : null, field.hasError ? field.errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.inputId,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || field.hasError || undefined),
    required: props.required ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

const StyledLabel = styled.label`
  align-self: flex-start;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  &[data-visually-hidden] {
    ${visuallyHidden}
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledRequired = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.color.danger};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  & > svg {
    flex: none;
    width: 14px;
    height: 14px;
    margin-top: 1px;
  }
`;

const FieldRoot = forwardRef<HTMLDivElement, FieldProps>(function Field(
  { id, required = false, disabled = false, invalid = false, children, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const [parts, setParts] = useState({ hint: false, error: false });
  const setPart = useCallback(
    (part: 'hint' | 'error', present: boolean) =>
      setParts((current) => (current[part] === present ? current : { ...current, [part]: present })),
    [],
  );
  const value = useMemo<FieldContextValue>(
    () => ({
      inputId,
      labelId: `${generated}-label`,
      hintId: `${generated}-hint`,
      errorId: `${generated}-error`,
      hasHint: parts.hint,
      hasError: parts.error,
      required,
      disabled,
      invalid,
      setPart,
    }),
    [inputId, generated, parts, required, disabled, invalid, setPart],
  );
  return (
    <FieldContext.Provider value={value}>
      <StyledField
        ref={ref}
        data-invalid={invalid || parts.error || undefined}
        data-disabled={disabled || undefined}
        {...rest}
      >
        {children}
      </StyledField>
    </FieldContext.Provider>
  );
});
FieldRoot.displayName = 'Field';

function useRequiredField(part: string) {
  const field = useContext(FieldContext);
  if (!field) throw new Error(`Field.${part} must be used inside a <Field>.`);
  return field;
}

export interface FieldLabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Keeps the label for screen readers (and tests) where the design shows none. */
  visuallyHidden?: boolean;
}

const FieldLabel = forwardRef<HTMLLabelElement, FieldLabelProps>(function FieldLabel(
  { visuallyHidden: hidden = false, children, ...rest },
  ref,
) {
  const field = useRequiredField('Label');
  return (
    <StyledLabel
      ref={ref}
      id={field.labelId}
      htmlFor={field.inputId}
      data-visually-hidden={hidden || undefined}
      data-disabled={field.disabled || undefined}
      {...rest}
    >
      {children}
      {field.required ? <StyledRequired aria-hidden="true">*</StyledRequired> : null}
    </StyledLabel>
  );
});
FieldLabel.displayName = 'Field.Label';

/** Registers a hint or error with its Field while it is rendered, so the input can point at it. */
function usePart(field: FieldContextValue, part: 'hint' | 'error', present: boolean) {
  const { setPart } = field;
  useIsomorphicLayoutEffect(() => {
    if (!present) return;
    setPart(part, true);
    return () => setPart(part, false);
  }, [setPart, part, present]);
}

export type FieldHintProps = HTMLAttributes<HTMLParagraphElement>;

/** Help text under the input, e.g. 'Max length is 25 characters'. It describes the input. */
const FieldHint = forwardRef<HTMLParagraphElement, FieldHintProps>(function FieldHint({ children, ...rest }, ref) {
  const field = useRequiredField('Hint');
  const present = children !== null && children !== undefined && children !== false && children !== '';
  usePart(field, 'hint', present);
  if (!present) return null;
  return (
    <StyledHint ref={ref} id={field.hintId} {...rest}>
      {children}
    </StyledHint>
  );
});
FieldHint.displayName = 'Field.Hint';

export type FieldErrorProps = HTMLAttributes<HTMLParagraphElement>;

/** The validation message. While it has text the input is `aria-invalid` and described by it. */
const FieldError = forwardRef<HTMLParagraphElement, FieldErrorProps>(function FieldError({ children, ...rest }, ref) {
  const field = useRequiredField('Error');
  const present = children !== null && children !== undefined && children !== false && children !== '';
  usePart(field, 'error', present);
  if (!present) return null;
  return (
    <StyledError ref={ref} id={field.errorId} {...rest}>
      <AlertIcon />
      <span>{children}</span>
    </StyledError>
  );
});
FieldError.displayName = 'Field.Error';

/**
 * A labelled form field. It owns the input's id and wires the label, hint and error into the
 * control placed inside it (TextInput, Select, Combobox and the domain inputs):
 *
 * ```tsx
 * <Field required>
 *   <Field.Label>First name</Field.Label>
 *   <TextInput maxLength={25} />
 *   <Field.Hint>Max length is 25 characters</Field.Hint>
 *   <Field.Error>{errors.fname}</Field.Error>
 * </Field>
 * ```
 */
export const Field = Object.assign(FieldRoot, { Label: FieldLabel, Hint: FieldHint, Error: FieldError });
