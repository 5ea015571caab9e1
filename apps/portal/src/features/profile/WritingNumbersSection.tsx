import { describeError } from '@meridian/api';
import { useWritingNumbers } from '@meridian/api/react';
import type { AgentWritingNumber } from '@meridian/domain';
import { Banner, WritingNumberTable } from '@meridian/ui';
import { useMemo } from 'react';
import { StyledSection } from './styles';
import { PROFILE_TEXT } from './text';

/** The user's agent writing numbers, read-only (the account administrator adds them). */
export function WritingNumbersSection({ userId }: { userId: number }) {
  const writingNumbers = useWritingNumbers(userId);
  const rows: AgentWritingNumber[] = useMemo(
    () => (writingNumbers.data ?? []).map(({ record_num: _recordNum, ...row }) => row),
    [writingNumbers.data],
  );
  return (
    <StyledSection aria-labelledby="profile-writing-numbers">
      <h3 id="profile-writing-numbers">{PROFILE_TEXT.writingNumbers}</h3>
      {writingNumbers.error ? (
        <Banner variant="alert">{describeError(writingNumbers.error)}</Banner>
      ) : (
        <WritingNumberTable
          rows={rows}
          loading={writingNumbers.data === undefined}
          emptyText={PROFILE_TEXT.noWritingNumbers}
          caption={PROFILE_TEXT.writingNumbers}
        />
      )}
    </StyledSection>
  );
}
