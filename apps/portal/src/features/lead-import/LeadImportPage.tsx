import { describeError } from '@meridian/api';
import { useLeadImport, useQuickSearchDropdowns } from '@meridian/api/react';
import { formatCentralDateTime } from '@meridian/domain';
import { Banner, PageHeader, Spinner } from '@meridian/ui';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../pages/StatusPages';
import { StyledButtonLink } from '../../shared/LinkButton';
import { ImportProgress } from './ImportProgress';
import { ImportReview } from './ImportReview';
import { IMPORTS_PATH } from './paths';
import { StyledPage } from './styles';
import { LEAD_IMPORT_TEXT as T } from './text';

/**
 * `/lead/import/{id}`: one import. Uploaded, it shows the columns and the rows to review before the
 * run; queued or running, the progress (read again every 2 s, so a reload or a server restart picks
 * it up where it is); ended, the outcome with the error report. Another account's import is not found.
 */
export function LeadImportPage() {
  const { importId } = useParams();
  const id = Number(importId);
  const valid = Number.isInteger(id) && id > 0;
  const current = useLeadImport(valid ? id : undefined);
  const dropdowns = useQuickSearchDropdowns();
  if (!valid || (current.error && (current.error as { status?: number }).status === 404)) return <NotFoundPage />;
  const imp = current.data;
  return (
    <StyledPage>
      <PageHeader
        title={imp ? T.importOf(imp.file_name) : T.title}
        description={
          imp
            ? `${T.details(imp.lead_vendor_name, imp.campaign_code, agentName(imp, dropdowns.data?.total_agents ?? []))} · ${T.createdBy(
                imp.created_by_name,
                formatCentralDateTime(imp.created_at),
              )}`
            : undefined
        }
        actions={<StyledButtonLink to={IMPORTS_PATH}>{T.allImports}</StyledButtonLink>}
      />
      {/* Read again through a server restart: while it cannot be reached, the last answer stays with a note. */}
      {current.error ? (
        imp ? (
          <Banner variant="warn">{T.reconnecting}</Banner>
        ) : (
          <Banner variant="alert">{describeError(current.error)}</Banner>
        )
      ) : null}
      {!imp ? (
        current.error ? null : (
          <Spinner label="Loading" />
        )
      ) : imp.status === 'created' || imp.status === 'uploaded' ? (
        <ImportReview imp={imp} />
      ) : (
        <ImportProgress imp={imp} />
      )}
    </StyledPage>
  );
}

/** The leads' agent by name: Unassigned, the uploader, or an agent of the account's list. */
function agentName(
  imp: { user_id: number; created_by: number; created_by_name: string },
  agents: ReadonlyArray<{ user_id: number; fname: string; lname: string }>,
) {
  if (imp.user_id === 0) return T.unassigned;
  if (imp.user_id === imp.created_by) return imp.created_by_name;
  const agent = agents.find((a) => a.user_id === imp.user_id);
  return agent ? `${agent.fname} ${agent.lname}`.trim() : '…';
}
