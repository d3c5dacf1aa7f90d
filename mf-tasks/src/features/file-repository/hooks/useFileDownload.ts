import { useCallback, useState } from 'react';
import { useToast } from '@milestone/platform-sdk';
import { allOutputsPath } from '../execution-files.api.js';
import type { ExecutionFile } from '../execution-files.model.js';
import { mintDownloadLink, openInNewWindow, saveFromLink } from '../../../entities/file/download-link.js';

export const DOWNLOAD_FAILED = { title: 'Download Failed', description: 'Failed to download the file. Please try again.' } as const;

/**
 * Downloads of an execution's files. The gateway takes only the bearer token on /api, which
 * neither a link nor a new window can send, so each download first gets a short-lived download
 * link from svc-files (with the token), then the browser opens it: 'Download All' in a new window
 * (the spec), a single file through an `<a download>`. The browser streams the file to disk;
 * nothing is held in the tab. `busy` names the download whose link is being minted ('all' or a
 * file's kind and id).
 */
export function useFileDownload(taskId: number, executionId: number) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async (key: string, path: string, open: (url: string) => void) => {
      setBusy(key);
      try {
        open(await mintDownloadLink(path));
      } catch (error) {
        console.error('Download failed:', error);
        toast({ ...DOWNLOAD_FAILED, variant: 'error' });
      } finally {
        setBusy(null);
      }
    },
    [toast],
  );

  const download = useCallback((file: ExecutionFile) => run(`${file.kind}-${file.id}`, file.downloadUrl, (url) => saveFromLink(url, file.name)), [run]);
  const downloadAll = useCallback(
    () => run('all', allOutputsPath(taskId, executionId), (url) => openInNewWindow(url, `execution-${executionId}-files.zip`)),
    [run, taskId, executionId],
  );
  return { busy, download, downloadAll };
}
