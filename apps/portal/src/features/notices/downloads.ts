import { describeError, getExport, type ExportType } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import { EMPTY_EXPORT_MESSAGE, exportFileName } from '@meridian/domain';
import { useCallback } from 'react';
import { saveFile } from '../../shared/saveFile';
import { isExportType } from './exportLinks';

/**
 * Downloads a notice's export as a CSV file named by report type, user id and time. Nothing is
 * downloaded when the export is empty; answers whether a file was saved.
 */
export function useDownloadExport(userId: number) {
  const client = useApiClient();
  return useCallback(
    async (type: ExportType): Promise<boolean> => {
      const file = await getExport(client, type);
      if (!file) return false;
      saveFile(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), exportFileName(type, userId, new Date()));
      return true;
    },
    [client, userId],
  );
}

/**
 * What a notice's download link does (spec 01 §3): download the export it names; a failure reports
 * the server's message (spec 01 §8 "Export errors"), and an empty export downloads nothing and says so
 * with the one empty-export message. Unknown types do nothing (the notice shows them as plain labels).
 */
export function useNoticeDownload(userId: number, onError: (message: string) => void) {
  const download = useDownloadExport(userId);
  return useCallback(
    (type: string) => {
      if (!isExportType(type)) return;
      download(type).then(
        (saved) => {
          if (!saved) onError(EMPTY_EXPORT_MESSAGE);
        },
        (error: unknown) => onError(describeError(error)),
      );
    },
    [download, onError],
  );
}
