import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useSubmit } from '../../forms/useDraftForm';
import { SaveStatusBanner, type SaveStatus } from '../../shared/SaveStatusBanner';

/**
 * A tab's save: `save(work, successMessage)` runs the call, marks the tab saving meanwhile, and
 * ends in the success banner or the error's message (the shared draft-form submit).
 */
export function useTabSave() {
  const { status, saving, run, clearStatus } = useSubmit();
  const save = async (work: () => Promise<void>, successMessage: string) => {
    await run(work, successMessage);
  };
  return { status, saving, save, clearStatus };
}

/**
 * A tab's form: Enter or Update saves when there is something to save and no save is running;
 * `notice` (a standing warning) and the last save's banner come first, then the tab's fields.
 */
export function TabForm({
  label,
  canSave,
  saving,
  onSave,
  status,
  onClearStatus,
  notice,
  children,
}: {
  label: string;
  canSave: boolean;
  saving: boolean;
  onSave(): Promise<void>;
  status: SaveStatus;
  onClearStatus(): void;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <StyledForm
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave && !saving) void onSave();
      }}
    >
      {notice}
      <SaveStatusBanner status={status} onClear={onClearStatus} />
      {children}
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding-top: ${({ theme }) => theme.space[4]}px;
  min-height: 280px;
`;

/** The row keeps its height while empty, so buttons appearing do not move the tab. */
export const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${({ theme }) => theme.control.md};
  margin-top: auto;
`;

export const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
