/** Ids of the built-in sections; custom sections use their own ids. */
export type DefaultSectionId =
  'overview' | 'instructions' | 'generated-script' | 'saved-forms' | 'file-repository' | 'schedule' | 'task-users' | 'api-configuration';

export type SectionId = string;

export interface TaskSection {
  id: SectionId;
  label: string;
  description: string;
  /** Built in (by task type) or made by a user (config.customSections). */
  custom: boolean;
  /** Only removable sections show a remove control. */
  removable: boolean;
  /** Custom sections: data-table, table, instructions, reference or other text. */
  type?: string;
  /** Custom sections: their text content. */
  content?: string;
}

interface DefaultSection {
  id: DefaultSectionId;
  label: string;
  description: string;
  removable: boolean;
}

const DEFAULTS: Record<DefaultSectionId, DefaultSection> = {
  overview: { id: 'overview', label: 'Overview', description: 'What this task does and where it stands.', removable: false },
  instructions: {
    id: 'instructions',
    label: 'Instructions',
    description: 'The step-by-step instructions this task follows.',
    removable: false,
  },
  'generated-script': {
    id: 'generated-script',
    label: 'Generated Script',
    description: 'The Python script generated from the instructions.',
    removable: true,
  },
  'saved-forms': { id: 'saved-forms', label: 'Saved Forms', description: 'Load calculations saved for this task.', removable: true },
  'file-repository': {
    id: 'file-repository',
    label: 'File Repository',
    description: 'Files uploaded to and produced by this task.',
    removable: true,
  },
  schedule: { id: 'schedule', label: 'Schedule', description: 'When this task runs by itself.', removable: true },
  'task-users': { id: 'task-users', label: 'Task Users', description: 'The people who can see or run this task.', removable: true },
  'api-configuration': {
    id: 'api-configuration',
    label: 'API Configuration',
    description: 'Fields, filters and references the API reports use.',
    removable: true,
  },
};

/** The built-in sections of a task type, in sidebar order (spec 001 section 2.1). */
export function defaultSectionIds(type: string, hasForm = false): DefaultSectionId[] {
  // api-reporting tasks show only the overview.
  if (type === 'api-reporting') return ['overview'];
  // A task with a form of its own (config.form: the Purchase Order Template, an AI-designed form)
  // shows its form in the overview, then its instructions (spec 000 section 2: 'overview,
  // instructions, form'): it runs no script and calls no API, so Generated Script and API
  // Configuration would be empty screens; Saved Forms are the load calculator's.
  if (type === 'form-processing' && hasForm) return ['overview', 'instructions'];
  const ids: DefaultSectionId[] = ['overview', 'instructions', 'generated-script'];
  if (type === 'form-processing') ids.push('saved-forms');
  if (type === 'excel-processing') ids.push('file-repository', 'schedule', 'task-users');
  ids.push('api-configuration');
  return ids;
}

export interface CustomSectionConfig {
  id: string;
  label?: string;
  title?: string;
  description?: string;
  type?: string;
  iconType?: string;
  removable?: boolean;
  content?: string;
}

export interface SectionOverride {
  label?: string;
  description?: string;
}

/** The section-related keys of a task's config; any other keys are kept untouched. */
export interface SectionConfig {
  customSections?: CustomSectionConfig[];
  removedDefaultSections?: string[];
  sectionOverrides?: Record<string, SectionOverride>;
  [key: string]: unknown;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function readCustomSections(config: Record<string, unknown>): CustomSectionConfig[] {
  const list = Array.isArray(config.customSections) ? (config.customSections as unknown[]) : [];
  return list
    .map(asRecord)
    .filter((s) => typeof s.id === 'string' || typeof s.id === 'number')
    .map((s) => ({
      ...s,
      id: String(s.id),
      label: typeof s.label === 'string' ? s.label : undefined,
      title: typeof s.title === 'string' ? s.title : undefined,
      description: typeof s.description === 'string' ? s.description : undefined,
      type: typeof s.type === 'string' ? s.type : undefined,
      removable: typeof s.removable === 'boolean' ? s.removable : undefined,
      content: typeof s.content === 'string' ? s.content : undefined,
    }));
}

function readOverrides(config: Record<string, unknown>): Record<string, SectionOverride> {
  const raw = asRecord(config.sectionOverrides);
  const out: Record<string, SectionOverride> = {};
  for (const [id, value] of Object.entries(raw)) {
    const o = asRecord(value);
    out[id] = {
      label: typeof o.label === 'string' && o.label.trim() ? o.label : undefined,
      description: typeof o.description === 'string' ? o.description : undefined,
    };
  }
  return out;
}

function readRemoved(config: Record<string, unknown>): string[] {
  return Array.isArray(config.removedDefaultSections) ? config.removedDefaultSections.filter((s): s is string => typeof s === 'string') : [];
}

/**
 * The sidebar sections of a task: the built-ins of its type minus config.removedDefaultSections,
 * renamed by config.sectionOverrides, then the custom sections of config.customSections.
 */
export function taskSections(type: string, config: unknown = {}): TaskSection[] {
  const cfg = asRecord(config);
  const removed = new Set(readRemoved(cfg));
  const overrides = readOverrides(cfg);
  const defaults = defaultSectionIds(type, cfg['form'] !== undefined && cfg['form'] !== null)
    .filter((id) => !removed.has(id) || !DEFAULTS[id].removable)
    .map((id): TaskSection => {
      const d = DEFAULTS[id];
      const o = overrides[id];
      return { id, label: o?.label ?? d.label, description: o?.description ?? d.description, custom: false, removable: d.removable };
    });
  // api-reporting shows only the overview: no custom sections either.
  if (type === 'api-reporting') return defaults;
  const custom = readCustomSections(cfg).map((s): TaskSection => {
    const o = overrides[s.id];
    return {
      id: s.id,
      label: o?.label ?? s.label ?? s.title ?? 'Untitled section',
      description: o?.description ?? s.description ?? '',
      custom: true,
      removable: s.removable ?? true,
      type: s.type,
      content: s.content,
    };
  });
  return [...defaults, ...custom];
}

/** Back goes home from the overview and to the overview from any other section. */
export function backTarget(active: SectionId): 'home' | 'overview' {
  return active === 'overview' ? 'home' : 'overview';
}

export const SECTION_TYPES = ['instructions', 'data-table', 'reference', 'text'] as const;

/** The success toasts of the sections (spec 001 section 8: 'section removed or updated'). */
export const SECTION_TOASTS = {
  added: { title: 'Section Added', description: 'The section has been added successfully.' },
  updated: { title: 'Section Updated', description: 'The section has been updated successfully.' },
  removed: { title: 'Section Removed', description: 'The section has been removed successfully.' },
  contentSaved: { title: 'Changes Saved', description: 'Your changes have been saved successfully.' },
} as const;

export interface NewSectionInput {
  name: string;
  type: string;
  content: string;
}

/** Why a new section cannot be added, or null when it can (spec 000 section 5). */
export function newSectionError(input: NewSectionInput): string | null {
  return input.name.trim() ? null : 'New section needs a name';
}

/** The config with one more custom section; the id is made from the clock unless given. */
export function addSection(config: unknown, input: NewSectionInput, id = `custom-${Date.now().toString(36)}`): SectionConfig {
  const cfg = asRecord(config);
  const section: CustomSectionConfig = {
    id,
    label: input.name.trim(),
    description: '',
    type: input.type,
    content: input.content,
    removable: true,
  };
  return { ...cfg, customSections: [...(Array.isArray(cfg.customSections) ? (cfg.customSections as CustomSectionConfig[]) : []), section] };
}

/** The config with a section renamed and its AI description set (config.sectionOverrides). */
export function renameSection(config: unknown, id: string, label: string, description: string): SectionConfig {
  const cfg = asRecord(config);
  const overrides = asRecord(cfg.sectionOverrides) as Record<string, SectionOverride>;
  return {
    ...cfg,
    sectionOverrides: { ...overrides, [id]: { ...overrides[id], label: label.trim(), description } },
  };
}

/** The config without the section's entry in config.sectionOverrides (its rename goes with it). */
function withoutOverride(cfg: Record<string, unknown>, id: string): Record<string, unknown> {
  const overrides = asRecord(cfg.sectionOverrides);
  if (!(id in overrides)) return cfg;
  const { [id]: _dropped, ...rest } = overrides;
  return { ...cfg, sectionOverrides: rest };
}

/**
 * The config without a section: a custom one is dropped from config.customSections, a built-in one
 * is listed in config.removedDefaultSections; either way its override (a rename) goes too.
 * Sections that are not removable stay.
 */
export function removeSection(config: unknown, section: Pick<TaskSection, 'id' | 'custom' | 'removable'>): SectionConfig {
  const cfg = asRecord(config);
  if (!section.removable) return cfg;
  const rest = withoutOverride(cfg, section.id);
  if (section.custom) {
    return { ...rest, customSections: readCustomSections(cfg).filter((s) => s.id !== section.id) };
  }
  const removed = readRemoved(cfg);
  return removed.includes(section.id) ? rest : { ...rest, removedDefaultSections: [...removed, section.id] };
}

/** Where the user lands after removing a section: instructions when the shown one went. */
export function sectionAfterRemoval(current: SectionId, removed: SectionId): SectionId {
  return current === removed ? 'instructions' : current;
}

/** A route id that is a positive whole number, else null (shows 'Task Not Found'). */
export function parseTaskId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
