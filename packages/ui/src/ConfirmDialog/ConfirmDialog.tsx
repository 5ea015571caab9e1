import { forwardRef, useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, type ButtonVariant } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { useControllableState } from '../internal/useControllableState';
import { RadioGroup } from '../RadioGroup';

/**
 * The confirm dialog types of the spec: `ok` informs (one button), `yes-confirm` asks (Yes / No),
 * `pick-role` asks the user to choose a role before continuing.
 */
export type ConfirmDialogType = 'ok' | 'yes-confirm' | 'pick-role';

/** One state of a counties-by-zip answer (`geo/countiesByZip/{zip}`), wire names as the spec spells them. */
export interface CountiesOfState {
  state_id?: string;
  state_name: string;
  counties: ReadonlyArray<{ county_name: string }>;
}

export interface ConfirmDialogRole {
  value: string;
  label: string;
}

export interface ConfirmDialogProps extends Omit<
  DialogProps,
  'title' | 'footer' | 'children' | 'role' | 'initialFocusRef'
> {
  type?: ConfirmDialogType;
  /** Title bar text. Without it the message itself names the dialog. */
  title?: ReactNode;
  /** The question or information, quoted from the spec. */
  message: ReactNode;
  /** Lists counties under their state, e.g. when a zip spans several counties. */
  countiesByState?: ReadonlyArray<CountiesOfState>;
  /** The roles offered by `pick-role`. */
  roles?: ReadonlyArray<ConfirmDialogRole>;
  defaultRole?: string;
  /** Label of the role choice in `pick-role`. */
  roleLabel?: string;
  /**
   * OK or Yes. For `pick-role` it receives the chosen role. For `ok` every way of closing
   * (Escape, the close button) counts as OK, because there is nothing to decline.
   */
  onConfirm?: (result: { role?: string }) => void;
  /** No, Cancel, Escape or the close button (except for `ok`). */
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button's look: `primary` by default, `danger` when confirming throws something away. */
  confirmVariant?: ButtonVariant;
}

const defaults: Record<ConfirmDialogType, { confirm: string; cancel?: string }> = {
  ok: { confirm: 'OK' },
  'yes-confirm': { confirm: 'Yes', cancel: 'No' },
  'pick-role': { confirm: 'OK', cancel: 'Cancel' },
};

const StyledMessage = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

const StyledStates = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => theme.space[3]}px 0 0;
  padding: 0;
  list-style: none;
`;

const StyledStateName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledCounties = styled.ul`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.color.text};
`;

const StyledRoles = styled.div`
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

/** A small confirmation built on Dialog: the spec's ok, yes-confirm and pick-role types. */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    type = 'yes-confirm',
    title,
    message,
    countiesByState,
    roles = [],
    defaultRole,
    roleLabel = 'Role',
    onConfirm,
    onCancel,
    confirmLabel,
    cancelLabel,
    confirmVariant = 'primary',
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    width = 'small',
    ...rest
  },
  ref,
) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [role, setRole] = useState<string | undefined>(defaultRole);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const labels = defaults[type];

  const confirm = () => {
    onConfirm?.(type === 'pick-role' ? { role } : {});
    setOpen(false);
  };
  const cancel = () => {
    onCancel?.();
    setOpen(false);
  };

  const body = (
    <>
      {title ? (
        <StyledMessage id={messageId}>{message}</StyledMessage>
      ) : (
        <Dialog.Title asChild>
          <StyledMessage>{message}</StyledMessage>
        </Dialog.Title>
      )}
      {countiesByState?.length ? (
        <StyledStates>
          {countiesByState.map((state) => (
            <li key={state.state_id ?? state.state_name}>
              <StyledStateName>{state.state_name}</StyledStateName>
              <StyledCounties>
                {state.counties.map((county) => (
                  <li key={county.county_name}>{county.county_name}</li>
                ))}
              </StyledCounties>
            </li>
          ))}
        </StyledStates>
      ) : null}
      {type === 'pick-role' ? (
        <StyledRoles>
          <RadioGroup label={roleLabel} value={role ?? ''} onValueChange={setRole}>
            {roles.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value} label={option.label} />
            ))}
          </RadioGroup>
        </StyledRoles>
      ) : null}
    </>
  );

  return (
    <Dialog
      ref={ref}
      {...rest}
      open={open}
      onOpenChange={(next) => {
        // Escape or the close button: a decline, except for `ok` where closing is acknowledging.
        if (next) setOpen(true);
        else if (type === 'ok') confirm();
        else cancel();
      }}
      width={width}
      title={title}
      role={type === 'pick-role' ? 'dialog' : 'alertdialog'}
      aria-describedby={title ? messageId : undefined}
      // Ask-type dialogs start on the safe answer.
      initialFocusRef={type === 'yes-confirm' ? cancelRef : undefined}
      footer={
        <>
          {labels.cancel ? (
            <Button ref={cancelRef} onClick={cancel}>
              {cancelLabel ?? labels.cancel}
            </Button>
          ) : null}
          <Button variant={confirmVariant} onClick={confirm} disabled={type === 'pick-role' && !role}>
            {confirmLabel ?? labels.confirm}
          </Button>
        </>
      }
    >
      {body}
    </Dialog>
  );
});
ConfirmDialog.displayName = 'ConfirmDialog';
