import { describe, expect, it } from '@jest/globals';
import { buildTaskQuery, STATUS_FILTERS, TYPE_FILTERS, typeTags } from './task-filters.js';

describe(buildTaskQuery.name, () => {
  it('sends no filter for all types and all statuses', () => {
    expect(buildTaskQuery({ type: 'all', status: 'all' })).toEqual({});
  });

  it('sends type= and status= as chosen', () => {
    expect(buildTaskQuery({ type: 'load-calculation', status: 'all' })).toEqual({ type: 'load-calculation' });
    expect(buildTaskQuery({ type: 'all', status: 'scheduled' })).toEqual({ status: 'scheduled' });
    expect(buildTaskQuery({ type: 'file-processing', status: 'draft' })).toEqual({ type: 'file-processing', status: 'draft' });
  });
});

describe('the filters', () => {
  it('offer the types and statuses of the spec', () => {
    expect(TYPE_FILTERS.map((f) => f.value)).toEqual(['all', 'api-reporting', 'load-calculation', 'file-processing']);
    expect(STATUS_FILTERS.map((f) => f.value)).toEqual(['all', 'active', 'draft', 'scheduled']);
  });
});

describe(typeTags.name, () => {
  it('reads both vocabularies of a kind the same', () => {
    expect(typeTags('form-processing')).toEqual(typeTags('load-calculation'));
    expect(typeTags('excel-processing')).toEqual(typeTags('file-processing'));
    expect(typeTags('api-reporting').map((t) => t.label)).toEqual(['API', 'Reporting']);
  });
});
