import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@milestone/platform-sdk';
import { applyUpload } from '../../../entities/file/file-cache.js';
import { firstFile, refusalOf, uploadFailure } from '../../../entities/file/upload-rules.js';
import { uploadFile } from '../../../entities/file/upload-file.js';
import type { InputSample } from '../ai-builder.types.js';
import { readSample } from '../sample-file.js';

export interface SampleFileState {
  file: File | null;
  /** Its header and first rows (null: none read, e.g. an xls). */
  sample: InputSample | null;
  reading: boolean;
  /** Takes the first file when it passes the upload's checks (true), else toasts why not (false). */
  pick: (files: FileList | null) => boolean;
  clear: () => void;
  /**
   * Uploads the file to the created task, as its first input, and shows it on the task's card (call
   * it after the task lists were fetched again); false (and a toast) when svc-files refused it.
   */
  attachTo: (taskId: number) => Promise<boolean>;
}

/**
 * The optional sample file of the quick creator and the wizard's first step: checked as every
 * upload (type and size, the spec's texts), read for the builder, and uploaded to the task once it
 * is created (svc-files checks it again, content and all).
 */
export function useSampleFile(): SampleFileState {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [sample, setSample] = useState<InputSample | null>(null);
  const [reading, setReading] = useState(false);

  const clear = useCallback(() => {
    setFile(null);
    setSample(null);
  }, []);

  const pick = useCallback(
    (files: FileList | null) => {
      const picked = firstFile(files);
      if (!picked) return false;
      const refusal = refusalOf(picked);
      if (refusal) {
        toast({ variant: 'error', ...refusal });
        return false;
      }
      setFile(picked);
      setSample(null);
      setReading(true);
      void readSample(picked)
        .then(setSample)
        .finally(() => setReading(false));
      return true;
    },
    [toast],
  );

  const attachTo = useCallback(
    async (taskId: number) => {
      if (!file) return true;
      try {
        // The card shows the file at once (svc-tasks learns of it from the upload's event a moment later).
        applyUpload(queryClient, await uploadFile(taskId, file));
        return true;
      } catch (error) {
        toast({ variant: 'error', ...uploadFailure(error) });
        return false;
      }
    },
    [file, queryClient, toast],
  );

  return { file, sample, reading, pick, clear, attachTo };
}
