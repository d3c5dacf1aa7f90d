import { useCallback, useState } from 'react';
import type { FilesPaths } from '@milestone/contracts';
import { createApiClient, unwrap, useToast } from '@milestone/platform-sdk';
import type { ExecutionOutputFileDto } from '../../../entities/execution/execution.model.js';

const filesClient = createApiClient<FilesPaths>();

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
        const { url } = await unwrap(filesClient.POST('/api/download-links', { body: { path: file.downloadUrl } }));
        const anchor = Object.assign(document.createElement('a'), { href: url, download: file.name, rel: 'noopener' });
        document.body.append(anchor);
        anchor.click();
        anchor.remove();
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
