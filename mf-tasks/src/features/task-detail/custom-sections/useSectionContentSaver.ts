import { useEffect, useMemo } from 'react';
import { useToast } from '@milestone/platform-sdk';
import { useSaveTaskConfig } from '../../../entities/task/hooks/useSaveTaskConfig.js';
import { debounce } from '../../../shared/debounce.js';
import { SECTION_TOASTS } from '../task-sections.js';
import { setSectionContent } from './section-content.js';

export interface SectionContentSaver {
  /** Saves after a pause in editing (the data table). */
  schedule(content: string): void;
  /** Saves now; resolves to whether it saved (the text editors' Save Changes, which say so in a toast). */
  save(content: string): Promise<boolean>;
}

/**
 * Saves a custom section's content into the task's config through the task update (PUT with the
 * whole config and the task's version). The task's save queue (TaskSaveQueue) runs the saves one
 * at a time, carries the version forward past this tab's own saves, and applies the change to the
 * config as last saved, keeping every other config key. A 409 (someone else saved first) is shown,
 * never retried or overwritten.
 */
export function useSectionContentSaver(taskId: number, sectionId: string): SectionContentSaver {
  const { save: saveConfig } = useSaveTaskConfig(taskId);
  const { toast } = useToast();

  const saver = useMemo(() => {
    const run = (content: string): Promise<boolean> =>
      saveConfig((config) => setSectionContent(config, sectionId, content), 'The section could not be saved. Please try again.');
    const debounced = debounce<string>((content) => void run(content));
    return { run, debounced };
  }, [saveConfig, sectionId]);

  // A pending edit is saved when the section is left.
  useEffect(() => () => saver.debounced.flush(), [saver]);

  return useMemo(
    () => ({
      schedule: (content: string) => saver.debounced.schedule(content),
      save: async (content: string) => {
        saver.debounced.cancel();
        const saved = await saver.run(content);
        if (saved) toast({ variant: 'success', ...SECTION_TOASTS.contentSaved });
        return saved;
      },
    }),
    [saver, toast],
  );
}
