import type { LeadExportRequest } from '@meridian/api';
import { LEAD_EXPORT_TYPES, RECENT_LEAD_EXPORT_DAYS } from '@meridian/domain';
import { LeadExportButton } from '../lead-exports';
import { StyledExportList } from './styles';
import { REPORTS_TEXT as T } from './text';

const ACCOUNT: LeadExportRequest = { export_type_id: LEAD_EXPORT_TYPES.account };
const RECENT: LeadExportRequest = { export_type_id: LEAD_EXPORT_TYPES.recentLead };

/**
 * The lead exports with no search behind them (spec 01 §9 types 1 and 2; spec 02 §7.7 `POST
 * leadExport`): every lead the user may see, or those of the last 30 days. Each button follows its
 * export and downloads the file; an empty export downloads nothing and says so.
 */
export function LeadExports() {
  return (
    <StyledExportList>
      <li>
        <LeadExportButton request={ACCOUNT} label={T.exportAll} />
      </li>
      <li>
        <LeadExportButton request={RECENT} label={T.exportRecent(RECENT_LEAD_EXPORT_DAYS)} />
      </li>
    </StyledExportList>
  );
}
