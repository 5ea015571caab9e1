import { describeError, type LeadImport } from '@meridian/api';
import { useStartLeadImport } from '@meridian/api/react';
import { LEAD_IMPORT_MESSAGES, type LeadImportDuplicateAction } from '@meridian/domain';
import { Banner, Button } from '@meridian/ui';
import { useId, useState } from 'react';
import { MappingForm } from './MappingForm';
import { StyledButtonLink } from '../../shared/LinkButton';
import { IMPORTS_PATH } from './paths';
import { PreviewTable } from './PreviewTable';
import { StyledCounts, StyledFormActions, StyledSection } from './styles';
import { DuplicateActionChoice } from './DuplicateActionChoice';
import { LEAD_IMPORT_TEXT as T } from './text';

/**
 * An uploaded import before its run: the columns (MappingForm), the totals and each row with its
 * messages (PreviewTable), what to do with possible duplicates, and the button that starts the run.
 * An import whose upload was refused has no file: it says so and leads back to a new import.
 */
export function ImportReview({ imp }: { imp: LeadImport }) {
  const start = useStartLeadImport(imp.lead_import_id);
  const [duplicateAction, setDuplicateAction] = useState<LeadImportDuplicateAction>(imp.duplicate_action);
  const [refusal, setRefusal] = useState<string | undefined>();
  const id = useId();
  if (imp.status === 'created')
    return (
      <StyledSection>
        <Banner variant="warn">{LEAD_IMPORT_MESSAGES.notUploaded}</Banner>
        <StyledFormActions>
          <StyledButtonLink to={IMPORTS_PATH}>{T.newImport}</StyledButtonLink>
        </StyledFormActions>
      </StyledSection>
    );

  async function run() {
    setRefusal(undefined);
    try {
      await start.trigger({ duplicate_action: duplicateAction });
    } catch (failure) {
      setRefusal(describeError(failure));
    }
  }

  // What the run will write: the valid rows, and the duplicates unless they are skipped.
  const toWrite = imp.valid_rows + (duplicateAction === 'skip' ? 0 : imp.duplicate_rows);
  return (
    <>
      <MappingForm key={JSON.stringify(imp.mapping)} imp={imp} />
      <StyledSection aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{T.review}</h2>
        <StyledCounts role="status">
          {T.totals(imp.total_rows, imp.valid_rows, imp.invalid_rows, imp.duplicate_rows)}
        </StyledCounts>
        <PreviewTable imp={imp} />
        <DuplicateActionChoice value={duplicateAction} onChange={setDuplicateAction} />
        {refusal ? <Banner variant="alert">{refusal}</Banner> : null}
        {toWrite === 0 ? (
          <Banner variant="warn">{LEAD_IMPORT_MESSAGES.nothingReady}</Banner>
        ) : (
          <StyledFormActions>
            <Button variant="primary" onClick={() => void run()} disabled={start.isMutating} loading={start.isMutating}>
              {start.isMutating ? T.starting : T.start(toWrite)}
            </Button>
          </StyledFormActions>
        )}
      </StyledSection>
    </>
  );
}
