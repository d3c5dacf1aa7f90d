import { useState } from 'react';
import { ArrowLeftOutlined, Button, Card, Result, Spin, Tag, Typography } from '@milestone/ui';
import { isHttpStatus, joinBasePath, messageOrFallback, useLocation, useNavigate, useParams, useToast } from '@milestone/platform-sdk';
import { useTask } from '../hooks/useTask.js';
import { useMediaQuery } from '../hooks/useMediaQuery.js';
import { STALE_TASK_MESSAGE } from '@milestone/contracts';
import { useUpdateTask } from '../hooks/useUpdateTask.js';
import {
  addSection,
  backTarget,
  parseTaskId,
  removeSection,
  renameSection,
  sectionAfterRemoval,
  taskSections,
  type NewSectionInput,
  type SectionConfig,
  type SectionId,
  type TaskSection,
} from '../task-sections.js';
import { statusBadge, type Task } from '../../task-list/task-card.model.js';
import { AddSectionDialog, DeleteSectionDialog, EditSectionDialog } from './SectionDialogs.js';
import { SectionContent } from './SectionContent.js';
import { useCanEditTask } from '../../task-permissions/index.js';

/** Print mode (?print=1 or printing) hides the navigation. */
const PRINT_CSS = '@media print { .task-nav { display: none !important; } .task-detail-content { padding: 0 !important; } .step-controls, .step-ai-request { display: none !important; } }';

function isPrintMode(search: string): boolean {
  const value = new URLSearchParams(search).get('print');
  return value === '1' || value === 'true';
}

interface NavProps {
  sections: TaskSection[];
  current: TaskSection;
  onSelect: (id: SectionId) => void;
  onEdit: (section: TaskSection) => void;
  onRemove: (section: TaskSection) => void;
  onAdd: () => void;
  /** False for those who may not edit the task: no add, edit or remove controls. */
  editable: boolean;
}

function Sidebar({ task, onBack, sections, current, onSelect, onEdit, onRemove, onAdd, editable }: NavProps & { task: Task; onBack: () => void }) {
  return (
    <nav className="task-nav" aria-label="Task sections" style={{ width: 240, flexShrink: 0 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={onBack} style={{ marginBottom: 16 }}>
        Back
      </Button>
      <Typography.Title level={5} ellipsis style={{ marginTop: 0 }}>
        {task.name}
      </Typography.Title>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sections.map((s) => {
          const active = s.id === current.id;
          return (
            <li key={s.id} style={{ display: 'flex', alignItems: 'center', borderRadius: 6, background: active ? '#e6f4ff' : undefined, marginBottom: 2 }}>
              <button
                type="button"
                aria-current={active ? 'page' : undefined}
                onClick={() => onSelect(s.id)}
                style={{ flex: 1, textAlign: 'left', border: 0, background: 'transparent', padding: '8px 12px', cursor: 'pointer', color: active ? '#1677ff' : 'inherit', font: 'inherit', fontWeight: active ? 600 : 400 }}
              >
                {s.label}
              </button>
              {editable ? (
                <Button type="text" size="small" aria-label={`Edit section ${s.label}`} onClick={() => onEdit(s)}>
                  ✎
                </Button>
              ) : null}
              {editable && s.removable ? (
                <Button type="text" size="small" danger aria-label={`Remove section ${s.label}`} onClick={() => onRemove(s)}>
                  ✕
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {editable ? (
        <Button type="dashed" block style={{ marginTop: 12 }} onClick={onAdd}>
          + Add Section
        </Button>
      ) : null}
    </nav>
  );
}

function MobileTopBar({ task, onBack }: { task: Task; onBack: () => void }) {
  return (
    <div className="task-nav" style={{ position: 'sticky', top: 0, zIndex: 20, display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
      <Button icon={<ArrowLeftOutlined />} aria-label="Back" onClick={onBack} />
      <Typography.Text strong ellipsis style={{ flex: 1 }}>
        {task.name}
      </Typography.Text>
    </div>
  );
}

function MobileTabBar({ sections, current, onSelect, onAdd, editable }: Pick<NavProps, 'sections' | 'current' | 'onSelect' | 'onAdd' | 'editable'>) {
  return (
    <nav
      className="task-nav"
      aria-label="Task sections"
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 20, display: 'flex', gap: 4, overflowX: 'auto', padding: '8px', background: '#fff', borderTop: '1px solid #f0f0f0', whiteSpace: 'nowrap' }}
    >
      {sections.map((s) => (
        <Button key={s.id} type={s.id === current.id ? 'primary' : 'text'} aria-current={s.id === current.id ? 'page' : undefined} onClick={() => onSelect(s.id)} style={{ flexShrink: 0 }}>
          {s.label}
        </Button>
      ))}
      {editable ? (
        <Button onClick={onAdd} style={{ flexShrink: 0 }}>
          + Add
        </Button>
      ) : null}
    </nav>
  );
}

/** /tasks/{id} and /task/{id}: the task detail shell (spec 000 and 001 section 2.1). */
export function TaskDetailPage({ basePath }: { basePath: string }) {
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = parseTaskId(params.id);
  const task = useTask(id);
  const update = useUpdateTask(id ?? 0);
  const editable = useCanEditTask(task.data?.permissionLevel);
  const { toast } = useToast();
  const mobile = useMediaQuery('(max-width: 767px)');
  const print = isPrintMode(location.search);
  const [active, setActive] = useState<SectionId>('overview');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TaskSection | null>(null);
  const [removing, setRemoving] = useState<TaskSection | null>(null);
  const goHome = () => navigate(joinBasePath(basePath, ''));

  if (id === null || (task.isError && isHttpStatus(task.error, 404))) {
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
  if (task.isError) {
    return <Result status="error" title="Error Loading Task" subTitle="Failed to load task" extra={<Button onClick={goHome}>Go Back</Button>} />;
  }
  if (task.isPending) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin size="large" />
      </div>
    );
  }

  const data = task.data;
  const sections = taskSections(data.type, data.config);
  const current = sections.find((s) => s.id === active) ?? sections[0]!;
  const onBack = () => (backTarget(current.id) === 'home' ? goHome() : setActive('overview'));

  /**
   * Saves the config naming the version shown; `change` is applied to the config as last saved, so
   * a pending save of another editor on this page is kept. False when it did not save.
   */
  const saveConfig = async (change: (config: unknown) => SectionConfig): Promise<boolean> => {
    try {
      await update.mutateAsync({ version: data.version, changes: (latest) => ({ config: change(latest.config) }) });
      return true;
    } catch (error) {
      if (isHttpStatus(error, 409)) {
        toast({ variant: 'warning', title: 'Task Changed', description: STALE_TASK_MESSAGE });
      } else {
        toast({ variant: 'error', title: 'Update Failed', description: messageOrFallback(error, 'The sections could not be saved. Please try again.') });
      }
      return false;
    }
  };

  const onAdd = async (input: NewSectionInput) => {
    const id = `custom-${Date.now().toString(36)}`;
    const ok = await saveConfig((config) => addSection(config, input, id));
    if (ok) setActive(id);
    return ok;
  };
  const onRename = (label: string, description: string) => {
    const id = editing!.id;
    return saveConfig((config) => renameSection(config, id, label, description));
  };
  const onRemove = async () => {
    if (!removing) return;
    const section = removing;
    if (await saveConfig((config) => removeSection(config, section))) setActive(sectionAfterRemoval(current.id, removing.id));
    setRemoving(null);
  };

  const nav: NavProps = { sections, current, onSelect: setActive, onEdit: setEditing, onRemove: setRemoving, onAdd: () => setAdding(true), editable };
  const showNav = !print;

  return (
    <div className="task-detail" style={{ paddingBottom: mobile && showNav ? 64 : 0 }}>
      <style>{PRINT_CSS}</style>
      {showNav && mobile ? <MobileTopBar task={data} onBack={onBack} /> : null}
      <div style={{ display: 'flex', gap: 24, maxWidth: 1200, margin: '0 auto', padding: mobile ? 12 : 24 }}>
        {showNav && !mobile ? <Sidebar task={data} onBack={onBack} {...nav} /> : null}
        <main className="task-detail-content" style={{ flex: 1, minWidth: 0 }}>
          <Card>
            <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
              <Typography.Title level={2} style={{ marginTop: 0, flex: 1 }}>
                {current.label}{' '}
                {/* The detail screen highlights 'active' and mutes any other status (spec 000 section 4). */}
                <Tag color={data.status === 'active' ? 'green' : 'default'} style={{ verticalAlign: 'middle' }}>
                  {statusBadge(data.status).label}
                </Tag>
              </Typography.Title>
              {showNav && mobile && editable ? (
                <span className="task-nav">
                  <Button size="small" aria-label={`Edit section ${current.label}`} onClick={() => setEditing(current)}>
                    ✎
                  </Button>{' '}
                  {current.removable ? (
                    <Button size="small" danger aria-label={`Remove section ${current.label}`} onClick={() => setRemoving(current)}>
                      ✕
                    </Button>
                  ) : null}
                </span>
              ) : null}
            </div>
            {current.description ? <Typography.Paragraph type="secondary">{current.description}</Typography.Paragraph> : null}
            {data.description ? <Typography.Paragraph>{data.description}</Typography.Paragraph> : null}
            <SectionContent task={data} section={current} sections={sections} basePath={basePath} readOnly={!editable} onSelect={setActive} />
          </Card>
        </main>
      </div>
      {showNav && mobile ? <MobileTabBar {...nav} /> : null}
      <AddSectionDialog open={adding && editable} saving={update.isPending} onClose={() => setAdding(false)} onAdd={onAdd} />
      <EditSectionDialog section={editing} saving={update.isPending} onClose={() => setEditing(null)} onSave={onRename} />
      <DeleteSectionDialog section={removing} saving={update.isPending} onClose={() => setRemoving(null)} onDelete={() => void onRemove()} />
    </div>
  );
}
