import { ApiError, describeError } from '@meridian/api';
import { useLead } from '@meridian/api/react';
import { Banner, Button } from '@meridian/ui';
import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { lazyComponent } from '../../shared/lazyComponent';
import {
  printSections,
  printSectionsOnPage,
  readPrintSettings,
  savePrintSettings,
  type PrintSection,
} from '../../shared/print/print';
import { LazyLeadSoaDialogs, SoaMenu, type SoaChoice } from '../soa';
import { LeadNotFound, LeadPageSkeleton, LeadPageView } from './LeadPageView';
import { ApplicationsPanel } from './ApplicationsPanel';
import { AppointmentsPanel } from './AppointmentsPanel';
import { ClientLinkPanel } from './ClientLinkPanel';
import { ConversationLogPanel } from './ConversationLogPanel';
import { CurrentPlansPanel } from './CurrentPlansPanel';
import { DispositionsPanel } from './DispositionsPanel';
import { NotesPanel } from './NotesPanel';
import { SoaRecordsPanel } from '../soa';
import { StyledLeadPage } from './styles';
import { LEAD_TEXT } from './text';

// Lead Details is its own chunk: the page paints first, the dialog loads when asked for.
const LeadDetailsDialog = lazyComponent(() => import('./LeadDetailsDialog').then((m) => m.LeadDetailsDialog));
const PrintSectionsDialog = lazyComponent(() =>
  import('../../shared/print/PrintSectionsDialog').then((m) => m.PrintSectionsDialog),
);

/** What the New Lead dialog hands the lead page (Add + Details opens Lead Details at once). */
export interface LeadPageState {
  openDetails?: boolean;
  /** An SOA chosen in the shell's quick actions for this lead: its dialogs open here. */
  soa?: SoaChoice;
  lead_name?: string;
}

/** A lead id from the path: a positive whole number, or undefined. */
export function leadIdOf(param: string | undefined): number | undefined {
  return param && /^\d{1,15}$/.test(param) && Number(param) > 0 ? Number(param) : undefined;
}

/**
 * `lead/{lead_id}` (spec 02 §2): the lead's header and panels, and Lead Details. A lead that does
 * not exist or is not the user's to see (the server answers 404 for both) shows a not-found state.
 */
export function LeadPage() {
  const leadId = leadIdOf(useParams().leadId);
  const location = useLocation();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const lead = useLead(leadId ?? null);
  // The header and a dozen panels mount as a deferred update once the lead arrives: React builds
  // them in slices of a few milliseconds rather than one long task (a phone's CPU froze for a third
  // of a second). Only this page's lead is shown: another lead's data, still deferred, is not.
  const deferredLead = useDeferredValue(lead.data);
  const shownLead = deferredLead && deferredLead.lead_id === leadId ? deferredLead : undefined;
  const [detailsOpen, setDetailsOpen] = useState(() => (location.state as LeadPageState | null)?.openDetails === true);
  const [soa, setSoa] = useState<SoaChoice | undefined>();
  // The Print dialog lists the panels on the page when it opens.
  const [printing, setPrinting] = useState<PrintSection[] | undefined>();

  // The shell's quick action arrives as navigation state: its dialogs open (once per navigation),
  // and no SOA is left behind in history (the lead's name stays, so the quick actions still name it).
  const requestedSoa = (location.state as LeadPageState | null)?.soa;
  const [handledNavigation, setHandledNavigation] = useState<string>();
  if (requestedSoa && handledNavigation !== location.key) {
    setHandledNavigation(location.key);
    setSoa(requestedSoa);
  }
  useEffect(() => {
    if (!requestedSoa) return;
    const { soa: _done, ...rest } = (location.state as LeadPageState | null) ?? {};
    void navigate('.', { replace: true, state: rest });
  }, [requestedSoa, location.state, navigate]);

  if (!leadId) return <LeadNotFound />;
  if (lead.error) {
    if (lead.error instanceof ApiError && (lead.error.status === 404 || lead.error.status === 403))
      return <LeadNotFound />;
    return (
      <StyledLeadPage aria-label={LEAD_TEXT.loadFailed}>
        <Banner variant="alert" title={LEAD_TEXT.loadFailed}>
          {describeError(lead.error)}
        </Banner>
      </StyledLeadPage>
    );
  }
  if (!shownLead) return <LeadPageSkeleton />;

  const leadName = `${shownLead.fname ?? ''} ${shownLead.lname ?? ''}`.trim();
  const closeDetails = () => {
    setDetailsOpen(false);
    // Leave no "open details" behind in history: a reload shows the page alone.
    if ((location.state as LeadPageState | null)?.openDetails) navigate('.', { replace: true, state: null });
  };
  return (
    <>
      <LeadPageView
        lead={shownLead}
        now={now}
        onOpenDetails={() => setDetailsOpen(true)}
        actions={
          <>
            <Button onClick={() => setPrinting(printSectionsOnPage())}>{LEAD_TEXT.print}</Button>
            <SoaMenu onChoose={setSoa} />
          </>
        }
        log={<ConversationLogPanel leadId={leadId} leadName={leadName} />}
        notes={<NotesPanel leadId={leadId} />}
        appointments={<AppointmentsPanel leadId={leadId} leadName={leadName} />}
        clientPage={<ClientLinkPanel leadId={leadId} />}
        dispositions={<DispositionsPanel leadId={leadId} />}
        coverage={
          <>
            <CurrentPlansPanel leadId={leadId} />
            <ApplicationsPanel leadId={leadId} />
            <SoaRecordsPanel leadId={leadId} />
          </>
        }
      />
      {soa ? (
        <LazyLeadSoaDialogs
          key={soa}
          leadId={leadId}
          choice={soa}
          onClose={() => setSoa(undefined)}
          onUpdateLead={() => {
            setSoa(undefined);
            setDetailsOpen(true);
          }}
        />
      ) : null}
      {detailsOpen ? <LeadDetailsDialog leadId={leadId} onClose={closeDetails} /> : null}
      {printing ? (
        <PrintSectionsDialog
          sections={printing}
          initiallyOmitted={readPrintSettings().leadOmitted}
          onClose={() => setPrinting(undefined)}
          onPrint={(chosen) => {
            // Remembered until logout (spec 01 §4: logout clears the print settings).
            savePrintSettings({ leadOmitted: printing.map((s) => s.id).filter((id) => !chosen.has(id)) });
            setPrinting(undefined);
            // The dialog is gone from the page before the print delay runs out.
            void printSections(chosen);
          }}
        />
      ) : null}
    </>
  );
}
