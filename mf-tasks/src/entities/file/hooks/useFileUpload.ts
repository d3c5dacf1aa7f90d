import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@milestone/platform-sdk';
import { applyUpload } from '../file-cache.js';
import type { UploadResult } from '../file.model.js';
import { uploadFile } from '../upload-file.js';
import { progressPercent, refusalOf, UPLOAD_RESET_DELAY_MS, UPLOADED, uploadFailure } from '../upload-rules.js';

export type UploadPhase = 'idle' | 'uploading' | 'complete';

export interface FileUpload {
  phase: UploadPhase;
  /** The progress bar's percent: 0 idle, 10 to 90 while the bytes go out, 100 on success. */
  progress: number;
  /** Checks the file, then uploads it as the task's new input. */
  start: (file: File) => void;
}

/**
 * One file upload at a time for a task (spec 000 section 4): idle, progress from 10 through 90
 * with the bytes really sent, 100 and 'Upload complete' on success (reset to idle after 1 s),
 * back to 0 on failure. Toasts say what happened; a refused file never leaves the browser.
 * Unmounting cancels an upload still on its way.
 */
export function useFileUpload(taskId: number, onUploaded?: (result: UploadResult) => void): FileUpload {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const running = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  useEffect(
    () => () => {
      running.current?.abort();
      clearTimeout(resetTimer.current);
    },
    [],
  );

  const start = useCallback(
    (file: File) => {
      if (running.current) return;
      const refusal = refusalOf(file);
      if (refusal) {
        toast({ variant: 'error', ...refusal });
        return;
      }
      clearTimeout(resetTimer.current);
      const controller = new AbortController();
      running.current = controller;
      setPhase('uploading');
      setProgress(10);
      uploadFile(taskId, file, { signal: controller.signal, onProgress: (sent, total) => setProgress(progressPercent(sent, total)) })
        .then((result) => {
          setProgress(100);
          setPhase('complete');
          toast({ variant: 'success', ...UPLOADED });
          applyUpload(queryClient, result);
          uploaded.current?.(result);
          resetTimer.current = setTimeout(() => {
            setProgress(0);
            setPhase('idle');
          }, UPLOAD_RESET_DELAY_MS);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setProgress(0);
          setPhase('idle');
          toast({ variant: 'error', ...uploadFailure(error) });
        })
        .finally(() => {
          if (running.current === controller) running.current = null;
        });
    },
    [taskId, toast, queryClient],
  );

  return { phase, progress, start };
}
