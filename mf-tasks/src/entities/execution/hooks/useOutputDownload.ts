import { useCallback, useState } from 'react';
import { useToast } from '@milestone/platform-sdk';
import type { ExecutionOutputFileDto } from '../execution.model.js';
import { mintDownloadLink, saveFromLink } from '../../file/download-link.js';

export const OUTPUT_DOWNLOAD_FAILED = { title: 'Download Failed', description: 'Failed to download the file. Please try again.' } as const;

/**
 * Downloads a run's output file as the file repository does: svc-files mints a short-lived download
 * link for the file's downloadUrl (with the bearer token), then an `<a download>` hands the link to
 * the browser, which streams the file to disk. `busy` is the name of the file whose link is minted.
 */
export function useOutputDownload() {
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(
    async (file: ExecutionOutputFileDto) => {
      setBusy(file.name);
      try {
        saveFromLink(await mintDownloadLink(file.downloadUrl), file.name);
      } catch (error) {
        console.error('Download failed:', error);
        toast({ ...OUTPUT_DOWNLOAD_FAILED, variant: 'error' });
      } finally {
        setBusy(null);
      }
    },
    [toast],
  );
  return { busy, download };
}
