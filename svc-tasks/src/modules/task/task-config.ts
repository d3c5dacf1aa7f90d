import { BadRequestException } from '@nestjs/common';
import { TASK_MAX_SECTION_CONTENT_LENGTH } from './task.constants.js';

type Kind = 'array' | 'object' | 'boolean';

/**
 * The keys of a task's config the platform reads (spec 000 and 001 section 3) and their shapes;
 * other keys are kept as they come (the AI builder may add more).
 */
export const CONFIG_KEYS: Readonly<Record<string, Kind>> = {
  features: 'array',
  sections: 'array',
  apiEndpoints: 'array',
  aiGenerated: 'boolean',
  customSections: 'array',
  removedDefaultSections: 'array',
  sectionOverrides: 'object',
  apiConfiguration: 'object',
};

function isKind(value: unknown, kind: Kind): boolean {
  if (kind === 'array') return Array.isArray(value);
  if (kind === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === 'boolean';
}

const ARTICLE: Record<Kind, string> = { array: 'a list', object: 'an object', boolean: 'true or false' };

export function validateConfig(config: Record<string, unknown>): void {
  for (const [key, kind] of Object.entries(CONFIG_KEYS)) {
    if (config[key] !== undefined && config[key] !== null && !isKind(config[key], kind)) {
      throw new BadRequestException(`Task config ${key} must be ${ARTICLE[kind]}`);
    }
  }
  if (Array.isArray(config['customSections'])) validateCustomSections(config['customSections'], 'Task config customSections');
  if (Array.isArray(config['removedDefaultSections']) && !config['removedDefaultSections'].every((s) => typeof s === 'string')) {
    throw new BadRequestException('Task config removedDefaultSections must be a list of section ids');
  }
}

/** Custom sections (spec 001 "Custom section"): objects with an id and a label or title. */
export function validateCustomSections(sections: unknown[], what = 'Task customSections'): void {
  for (const section of sections) {
    const s = section as Record<string, unknown> | null;
    if (!s || typeof s !== 'object' || Array.isArray(s) || (typeof s['id'] !== 'string' && typeof s['id'] !== 'number')) {
      throw new BadRequestException(`${what} must be a list of sections, each with an id`);
    }
    if (typeof s['label'] !== 'string' && typeof s['title'] !== 'string') {
      throw new BadRequestException(`${what} must be a list of sections, each with a label or title`);
    }
    const content = s['content'];
    if (typeof content === 'string' && content.length > TASK_MAX_SECTION_CONTENT_LENGTH) {
      const name = String(s['label'] ?? s['title']).slice(0, 60);
      throw new BadRequestException(`Section content must be at most ${TASK_MAX_SECTION_CONTENT_LENGTH} characters ("${name}" has ${content.length})`);
    }
  }
}
