import { useMemo, useState } from 'react';
import { Button, Card, Flex, Result, Tag, Typography, theme } from '@milestone/ui';
import { isPrintQuery, joinBasePath, useLocation, useNavigate, useParams, useToast } from '@milestone/platform-sdk';
import { useTask } from '../../../entities/task/hooks/useTask.js';
import { useSaveTaskConfig, type ConfigChange } from '../../../entities/task/hooks/useSaveTaskConfig.js';
import { statusBadge } from '../../../entities/task/task.model.js';
import { useCanEditTask } from '../../../entities/task-permission/hooks/usePermissions.js';
import { PageSpinner } from '../../../shared/PageSpinner.js';
import { useMediaQuery } from '../../../shared/useMediaQuery.js';
import { FilePanelsProvider, type FilePanels } from '../file-panels.js';
import type { NavProps } from '../task-nav.js';
import { taskDetailCss } from '../task-detail.styles.js';
import { taskPageView } from '../../../entities/task/task-view.js';
import {
  addSection,
  backTarget,
  parseTaskId,
  removeSection,
  renameSection,
  sectionAfterRemoval,
  SECTION_TOASTS,
  taskSections,
  type NewSectionInput,
  type SectionId,
  type TaskSection,
} from '../task-sections.js';
import { AddSectionDialog } from './AddSectionDialog.js';
import { DeleteSectionDialog } from './DeleteSectionDialog.js';
import { EditSectionDialog } from './EditSectionDialog.js';
import { MobileTabBar } from './MobileTabBar.js';
import { MobileTopBar } from './MobileTopBar.js';
import { SectionContent } from './SectionContent.js';
import { TaskSidebar } from './TaskSidebar.js';

/**
 * /tasks/{id} and /task/{id}: the task detail shell (spec 000 and 001 section 2.1). `filePanels`:
 * the file screens its sections show (from the file-repository feature, handed over by the route).
 */
export function TaskDetailPage({ basePath, filePanels }: { basePath: string; filePanels?: FilePanels }) {
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = theme.useToken();
  const css = useMemo(() => taskDetailCss(token), [token]);
  const id = parseTaskId(params.id);
  const task = useTask(id);
  const config = useSaveTaskConfig(id ?? 0);
  const { toast } = useToast();
  const editable = useCanEditTask(task.data?.permissionLevel);
  const mobile = useMediaQuery('(max-width: 767px)');
  const print = isPrintQuery(location.search);
  const [active, setActive] = useState<SectionId>('overview');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TaskSection | null>(null);
  const [removing, setRemoving] = useState<TaskSection | null>(null);
  const goHome = () => navigate(joinBasePath(basePath, ''));

  const view = taskPageView(id !== null, task);
  if (view === 'not-found') {
    return (
      <Result
        status="404"
        title="Task Not Found"
        subTitle="The task you are looking for does not exist or you have no access to it."
        extra={
          <Button type="primary" onClick={goHome}>
            Go Back
          </Button>
        }
      />
    );
  }
  if (view === 'error') {
    return <Result status="error" title="Error Loading Task" subTitle="Failed to load task" extra={<Button onClick={goHome}>Go Back</Button>} />;
  }
  if (view === 'loading' || !task.data) return <PageSpinner />;

  const data = task.data;
  const sections = taskSections(data.type, data.config);
  const current = sections.find((s) => s.id === active) ?? sections[0]!;
  const onBack = () => (backTarget(current.id) === 'home' ? goHome() : setActive('overview'));

  /** Saves a change of the sections; false when it did not save. */
  const saveSections = (change: ConfigChange) => config.save(change, 'The sections could not be saved. Please try again.');

  const onAdd = async (input: NewSectionInput) => {
    const id = `custom-${Date.now().toString(36)}`;
    const ok = await saveSections((config) => addSection(config, input, id));
    if (ok) {
      setActive(id);
      toast({ variant: 'success', ...SECTION_TOASTS.added });
    }
    return ok;
  };
  const onRename = async (label: string, description: string) => {
    const id = editing!.id;
    const ok = await saveSections((config) => renameSection(config, id, label, description));
    if (ok) toast({ variant: 'success', ...SECTION_TOASTS.updated });
    return ok;
  };
  const onRemove = async () => {
    if (!removing) return;
    const section = removing;
    if (await saveSections((config) => removeSection(config, section))) {
      setActive(sectionAfterRemoval(current.id, removing.id));
      toast({ variant: 'success', ...SECTION_TOASTS.removed });
    }
    setRemoving(null);
  };

  const nav: NavProps = { sections, current, onSelect: setActive, onEdit: setEditing, onRemove: setRemoving, onAdd: () => setAdding(true), editable };
  const showNav = !print;

  return (
    <FilePanelsProvider value={filePanels ?? null}>
      <div className={['task-detail', mobile ? 'phone' : '', mobile && showNav ? 'with-tab-bar' : ''].filter(Boolean).join(' ')}>
        <style>{css}</style>
        {showNav && mobile ? <MobileTopBar task={data} onBack={onBack} /> : null}
        <div className="task-detail-body">
          {showNav && !mobile ? <TaskSidebar task={data} onBack={onBack} {...nav} /> : null}
          {/* A region named after the section: the shell's layout is the page's one main landmark. */}
          <section className="task-detail-content" aria-label={current.label}>
            <Card>
              <Flex align="flex-start" gap="small">
                <Typography.Title level={2} className="task-detail-title">
                  {current.label} {/* The detail screen highlights 'active' and mutes any other status (spec 000 section 4). */}
                  <Tag color={data.status === 'active' ? 'green' : 'default'}>{statusBadge(data.status).label}</Tag>
                </Typography.Title>
                {showNav && mobile && editable ? (
                  <Flex className="task-nav" gap={token.marginXXS}>
                    <Button size="small" aria-label={`Edit section ${current.label}`} onClick={() => setEditing(current)}>
                      ✎
                    </Button>
                    {current.removable ? (
                      <Button size="small" danger aria-label={`Remove section ${current.label}`} onClick={() => setRemoving(current)}>
                        ✕
                      </Button>
                    ) : null}
                  </Flex>
                ) : null}
              </Flex>
              {current.description ? <Typography.Paragraph type="secondary">{current.description}</Typography.Paragraph> : null}
              {data.description ? <Typography.Paragraph>{data.description}</Typography.Paragraph> : null}
              <SectionContent task={data} section={current} sections={sections} basePath={basePath} readOnly={!editable} onSelect={setActive} />
            </Card>
          </section>
        </div>
        {showNav && mobile ? <MobileTabBar {...nav} /> : null}
        <AddSectionDialog open={adding && editable} saving={config.saving} onClose={() => setAdding(false)} onAdd={onAdd} />
        <EditSectionDialog section={editing} saving={config.saving} onClose={() => setEditing(null)} onSave={onRename} />
        <DeleteSectionDialog section={removing} saving={config.saving} onClose={() => setRemoving(null)} onDelete={() => void onRemove()} />
      </div>
    </FilePanelsProvider>
  );
}
