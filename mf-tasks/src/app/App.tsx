import { Suspense } from 'react';
import { Route, Routes } from '@milestone/platform-sdk';
import { HomePage, type HomeAiTools } from '../features/task-list/components/HomePage.js';
import { BuildWithAiButton } from '../features/ai-builder/components/BuildWithAiButton.js';
import { QuickAiCreator } from '../features/ai-builder/components/QuickAiCreator.js';
import { TaskDetailPage } from '../features/task-detail/components/TaskDetailPage.js';
import type { FilePanels } from '../features/task-detail/file-panels.js';
import { FileRepositoryPanel } from '../features/file-repository/components/FileRepositoryPanel.js';
import { QuickFilePreview } from '../features/file-repository/components/QuickFilePreview.js';
import { ScheduleSection } from '../features/task-schedule/components/ScheduleSection.js';
import { TaskManagementPage } from '../features/task-management/components/TaskManagementPage.js';
import { ManagePermissionsPage } from '../features/task-permissions/components/ManagePermissionsPage.js';
import { ExecutionsPage } from '../features/executions/components/ExecutionsPage.js';
import { LazyTechnicianPayReportPage } from '../features/pay-report/components/LazyTechnicianPayReportPage.js';
import { PAY_REPORT_ROUTE } from '../entities/task/task.model.js';
import { PageSpinner } from '../shared/PageSpinner.js';
import { RemoteNotFound } from './RemoteNotFound.js';

/** The other features' screens the task detail shows (its file-repository and schedule sections, the latest files on its overview). */
const FILE_PANELS: FilePanels = { Repository: FileRepositoryPanel, LatestFiles: QuickFilePreview, Schedule: ScheduleSection };

/** The AI builder's pieces on the home page: 'Build with AI' and the quick AI task creator. */
const HOME_AI: HomeAiTools = { BuildButton: BuildWithAiButton, QuickCreator: QuickAiCreator };

export interface AppProps {
  /** Where the shell mounted this remote; its routes below are relative to it. */
  basePath: string;
}

export function App({ basePath }: AppProps) {
  return (
    <Routes>
      <Route index element={<HomePage basePath={basePath} ai={HOME_AI} />} />
      <Route path="tasks/:id" element={<TaskDetailPage basePath={basePath} filePanels={FILE_PANELS} />} />
      <Route path="task/:id" element={<TaskDetailPage basePath={basePath} filePanels={FILE_PANELS} />} />
      <Route path="task-management" element={<TaskManagementPage basePath={basePath} />} />
      <Route path="executions" element={<ExecutionsPage basePath={basePath} />} />
      <Route path="task/:taskId/permissions" element={<ManagePermissionsPage basePath={basePath} />} />
      <Route
        path={PAY_REPORT_ROUTE}
        element={
          <Suspense fallback={<PageSpinner />}>
            <LazyTechnicianPayReportPage basePath={basePath} />
          </Suspense>
        }
      />
      <Route path="*" element={<RemoteNotFound basePath={basePath} />} />
    </Routes>
  );
}
