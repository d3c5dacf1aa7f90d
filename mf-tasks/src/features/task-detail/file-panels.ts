import { createContext, useContext, type ComponentType } from 'react';

/**
 * The file screens the task detail shows, from the file-repository feature. A feature never
 * imports another, so the route (app/) hands them to the page, which puts them here for the
 * sections that show them.
 */
export interface FilePanels {
  /** The file-repository section's body. */
  Repository: ComponentType<{ taskId: number }>;
  /** On a file task's overview: the files of its latest run (the quick file preview). */
  LatestFiles: ComponentType<{ taskId: number }>;
  /** The schedule section's body (from the task-schedule feature; read-only below task admin). */
  Schedule: ComponentType<{ taskId: number; readOnly: boolean }>;
}

const FilePanelsContext = createContext<FilePanels | null>(null);

export const FilePanelsProvider = FilePanelsContext.Provider;

/** The file screens handed to the page, or null when none were (nothing is shown then). */
export function useFilePanels(): FilePanels | null {
  return useContext(FilePanelsContext);
}
