import { describeError } from '@meridian/api';
import { useDeleteWritingNumbers, useWritingNumbers } from '@meridian/api/react';
import { WRITING_NUMBER_DELETE_ERROR_MS, type AgentWritingNumber } from '@meridian/domain';
import { Banner, WritingNumberTable, type WritingNumberTableMode } from '@meridian/ui';
import { useMemo, useState } from 'react';
import { AddWritingNumberDialog } from './AddWritingNumberDialog';
import { StyledSection } from './styles';
import { PROFILE_TEXT } from './text';

/**
 * The user's agent writing numbers (spec 02 §2.9–§2.11): Add opens the Add Agent Writing Number
 * dialog; Delete (after the table's confirmation) removes the chosen rows; the table refreshes.
 * A delete failure shows the server's message for 3 s. In sms-users mode (administration's Edit User)
 * the table adds the record number column.
 */
export function WritingNumbersSection({ userId, mode = 'profile' }: { userId: number; mode?: WritingNumberTableMode }) {
  const writingNumbers = useWritingNumbers(userId);
  const remove = useDeleteWritingNumbers(userId);
  const [adding, setAdding] = useState(false);
  const [deleteError, setDeleteError] = useState<string | undefined>();
  const rows: AgentWritingNumber[] = useMemo(
    () =>
      (writingNumbers.data ?? []).map(({ record_num: recordNum, ...row }) =>
        mode === 'sms-users' && recordNum != null ? { ...row, record_num: recordNum } : row,
      ),
    [writingNumbers.data, mode],
  );
  const onDelete = async (ids: string[]) => {
    setDeleteError(undefined);
    try {
      await remove.trigger(ids.map(Number));
    } catch (error) {
      setDeleteError(describeError(error));
    }
  };
  return (
    <StyledSection aria-labelledby="profile-writing-numbers">
      <h3 id="profile-writing-numbers">{PROFILE_TEXT.writingNumbers}</h3>
      {deleteError ? (
        <Banner
          key={deleteError}
          variant="alert"
          autoClearMs={WRITING_NUMBER_DELETE_ERROR_MS}
          onOpenChange={(open) => (open ? undefined : setDeleteError(undefined))}
        >
          {deleteError}
        </Banner>
      ) : null}
      {writingNumbers.error ? (
        <Banner variant="alert">{describeError(writingNumbers.error)}</Banner>
      ) : (
        <WritingNumberTable
          rows={rows}
          loading={writingNumbers.data === undefined}
          emptyText={PROFILE_TEXT.noWritingNumbers}
          caption={PROFILE_TEXT.writingNumbers}
          mode={mode}
          onAdd={() => setAdding(true)}
          onDelete={(ids) => void onDelete(ids)}
        />
      )}
      <AddWritingNumberDialog userId={userId} open={adding} onOpenChange={setAdding} />
    </StyledSection>
  );
}
