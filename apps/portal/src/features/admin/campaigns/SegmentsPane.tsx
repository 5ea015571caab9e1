import { describeError, type AdminCampaign, type AdminCampaignSegment } from '@meridian/api';
import { useAdminCampaignSegments, useDeleteCampaignSegment, useSaveCampaignSegment } from '@meridian/api/react';
import { validateCampaignSegment } from '@meridian/domain';
import { Button, ConfirmDialog, DataTable, useToasts, type DataTableColumn } from '@meridian/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LookupEditDialog, StyledMuted, StyledPane, StyledPaneBar, LOOKUP_TEXT as T } from '../list-page';
import { RowActions } from '../RowActions';

/** The chosen campaign's segments by code, with add, rename and delete; a hint while none is chosen. */
export function SegmentsPane({ campaign }: { campaign: AdminCampaign | null }) {
  const segments = useAdminCampaignSegments(campaign?.campaign_id);
  const save = useSaveCampaignSegment();
  const remove = useDeleteCampaignSegment();
  const toasts = useToasts();
  const [editing, setEditing] = useState<AdminCampaignSegment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCampaignSegment | null>(null);

  const paneRef = useRef<HTMLElement>(null);
  const chosenId = campaign?.campaign_id;
  // A newly chosen record's pane may be below the table: bring it into view (the focus stays put).
  useEffect(() => {
    if (chosenId !== undefined) paneRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chosenId]);

  const columns = useMemo<ReadonlyArray<DataTableColumn<AdminCampaignSegment>>>(
    () => [
      {
        id: 'campaign_segment_code',
        header: T.segmentCode,
        accessor: 'campaign_segment_code',
        rowHeader: true,
        sortable: false,
      },
      {
        id: 'actions',
        header: T.actions,
        sortable: false,
        accessor: () => '',
        cell: (row) => (
          <RowActions
            name={row.campaign_segment_code}
            onEdit={() => setEditing(row)}
            onDelete={() => setDeleting(row)}
          />
        ),
      },
    ],
    [],
  );

  if (!campaign)
    return (
      <StyledPane aria-label={T.segments}>
        <StyledMuted>{T.chooseCampaign}</StyledMuted>
      </StyledPane>
    );

  async function confirmDelete(row: AdminCampaignSegment) {
    try {
      await remove.trigger(row.campaign_segment_id);
      toasts.push({ type: 'success', message: T.segmentDeleted(row.campaign_segment_code) });
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    }
  }

  const current = editing === 'new' ? undefined : (editing ?? undefined);
  const titleId = `segments-of-${campaign.campaign_id}`;
  return (
    <StyledPane ref={paneRef} aria-labelledby={titleId}>
      <StyledPaneBar>
        <h2 id={titleId}>{T.segmentsOf(campaign.campaign_code)}</h2>
        <Button size="small" variant="primary" onClick={() => setEditing('new')}>
          {T.addSegment}
        </Button>
      </StyledPaneBar>
      <DataTable
        caption={T.segmentsCaption(campaign.campaign_code)}
        hideCaption
        columns={columns}
        data={segments.data ?? []}
        getRowId={(row) => String(row.campaign_segment_id)}
        emptyText={T.segmentsEmpty}
        loading={segments.isLoading}
        error={segments.error ? describeError(segments.error) : undefined}
        manual
        sort={null}
      />
      {editing ? (
        <LookupEditDialog
          title={current ? T.editSegment : T.addSegment}
          textFields={[{ name: 'campaign_segment_code', label: T.segmentCode }]}
          initial={{ campaign_segment_code: current?.campaign_segment_code ?? '' }}
          validate={validateCampaignSegment}
          onSave={async (values) => {
            const saved = await save.trigger({
              campaign_id: campaign.campaign_id,
              campaign_segment_id: current?.campaign_segment_id,
              campaign_segment_code: values.campaign_segment_code ?? '',
            });
            toasts.push({ type: 'success', message: T.segmentSaved(saved.campaign_segment_code) });
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          confirmVariant="danger"
          message={T.deleteSegment(deleting.campaign_segment_code, campaign.campaign_code)}
          onConfirm={() => void confirmDelete(deleting)}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
        />
      ) : null}
    </StyledPane>
  );
}
