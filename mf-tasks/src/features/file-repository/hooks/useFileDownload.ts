import { useCallback, useState } from 'react';
import { useToast } from '@milestone/platform-sdk';
import { fetchAllOutputs, fetchExecutionFile, type DownloadedFile } from '../execution-files.api.js';
import { dispositionFileName, type ExecutionFile } from '../execution-files.model.js';
import { saveBlob } from '../save-blob.js';

export const DOWNLOAD_FAILED = { title: 'Download Failed', description: 'Failed to download the file. Please try again.' } as const;

/**
 * Downloads of an execution's files. The gateway takes only the bearer token, which neither a link
 * nor a new window can send (the session cookie is for /api/auth alone), so each file is fetched
 * with the token and saved from memory; the zip of 'Download All' too, under the name its answer
 * gives. `busy` names the download under way ('all' or a file's kind and id).
 */
export function useFileDownload(taskId: number, executionId: number) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async (key: string, fetchIt: () => Promise<DownloadedFile>, fallbackName: string) => {
      setBusy(key);
      try {
        const { blob, disposition } = await fetchIt();
        saveBlob(blob, dispositionFileName(disposition) ?? fallbackName);
      } catch (error) {
        console.error('Download failed:', error);
        toast({ ...DOWNLOAD_FAILED, variant: 'error' });
      } finally {
        setBusy(null);
      }
    },
    [toast],
  );

  const download = useCallback(
    (file: ExecutionFile) => run(`${file.kind}-${file.id}`, () => fetchExecutionFile(executionId, file), file.name),
    [run, executionId],
  );
  const downloadAll = useCallback(
    () => run('all', () => fetchAllOutputs(taskId, executionId), `execution-${executionId}-files.zip`),
    [run, taskId, executionId],
  );
  return { busy, download, downloadAll };
}
