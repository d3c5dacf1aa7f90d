import { describe, expect, it } from '@jest/globals';
import {
  entityLabeller,
  fieldStates,
  groupFields,
  needsJoinKeyTooltip,
  searchFields,
  selectedCatalogFields,
  selectionKey,
  toggleField,
} from './report-catalog.model.js';
import { catalogAnswer, entitiesAnswer, validationAnswer } from './report-catalog.fixture.js';

const { fields, fieldGroups } = catalogAnswer();
const label = entityLabeller(entitiesAnswer());
const ids = (list: { id: string }[]) => list.map((f) => f.id);

describe('searchFields', () => {
  it('finds a field by a word of its label, whatever the case', () => {
    expect(ids(searchFields(fields, 'SUBTOTAL'))).toEqual(['invoices.subTotal']);
  });

  it('finds a field by a word of its description only', () => {
    expect(ids(searchFields(fields, 'marketing'))).toEqual(['campaigns.name']);
  });

  it('keeps only the fields holding every word searched, in label or description', () => {
    expect(ids(searchFields(fields, 'invoice billed'))).toEqual(['invoices.subTotal']);
    expect(ids(searchFields(fields, 'name'))).toEqual(['customers.name', 'technicians.name', 'campaigns.name']);
  });

  it('lists every field for an empty or blank search', () => {
    expect(searchFields(fields, '   ')).toHaveLength(fields.length);
  });
});

describe('groupFields', () => {
  it('lists the fields under their field group, in the order of the groups', () => {
    const sections = groupFields(fields, fieldGroups);
    expect(sections.map((s) => s.group.name)).toEqual(['Customers & Locations', 'Invoices & Payments', 'Technicians & Business Units', 'Marketing']);
    expect(ids(sections[1]!.fields)).toEqual(['invoices.subTotal', 'invoices.invoiceDate']);
  });

  it('leaves out a group none of whose fields is found', () => {
    const sections = groupFields(searchFields(fields, 'technician'), fieldGroups);
    expect(sections.map((s) => s.group.id)).toEqual(['settings']);
  });

  it('still shows a field whose group the answer does not list', () => {
    const stray = { ...fields[0]!, id: 'customers.x', groupId: 'unlisted' };
    const sections = groupFields([stray], fieldGroups);
    expect(sections).toEqual([{ group: expect.objectContaining({ id: 'unlisted', name: 'unlisted' }), fields: [stray] }]);
  });
});

describe('fieldStates', () => {
  it('greys nothing before the first field is picked', () => {
    const states = fieldStates(fields, [], validationAnswer(), label);
    expect([...states.values()].every((s) => s.kind === 'available')).toBe(true);
  });

  it("greys the fields the server finds incompatible with 'Needs join key' and the relationship they lack", () => {
    const states = fieldStates(fields, ['technicians.name'], validationAnswer(), label);
    expect(states.get('campaigns.name')).toEqual({
      kind: 'needs-join-key',
      tooltip:
        'Missing relationship: Campaigns ↔ Technicians. Technicians and Campaigns cannot be in one report: no join rule connects them. Needs join key: Technicians ↔ Campaigns.',
    });
    expect(states.get('technicians.name')).toEqual({ kind: 'selected' });
    expect(states.get('invoices.subTotal')).toEqual({ kind: 'available' });
  });

  it('never greys a selected field, so it can always be removed', () => {
    const answer = validationAnswer();
    answer.incompatibleFields.push({ ...answer.incompatibleFields[0]!, fieldId: 'technicians.name' });
    expect(fieldStates(fields, ['technicians.name'], answer, label).get('technicians.name')).toEqual({ kind: 'selected' });
  });

  it('greys nothing while the selection has no answer yet', () => {
    const states = fieldStates(fields, ['technicians.name'], undefined, label);
    expect(states.get('campaigns.name')).toEqual({ kind: 'available' });
  });
});

describe('needsJoinKeyTooltip', () => {
  it('names the entities by their labels, and an entity the entities answer lacks by its key made readable', () => {
    const tooltip = needsJoinKeyTooltip(
      { fieldId: 'x.y', reason: 'No join rule.', missingRelationship: { from: 'invoiceItems', to: 'jobSplits' } },
      entityLabeller(undefined),
    );
    expect(tooltip).toBe('Missing relationship: Invoice Items ↔ Job Splits. No join rule.');
  });
});

describe('selection', () => {
  it('adds a picked field at the end and removes it when picked again', () => {
    expect(toggleField(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleField(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('asks the server once for the same fields picked in another order', () => {
    expect(selectionKey(['b', 'a', 'b'])).toEqual(selectionKey(['a', 'b']));
  });

  it('shows the selected fields in the order they were picked, skipping ids the catalog does not know', () => {
    expect(ids(selectedCatalogFields(fields, ['campaigns.name', 'gone.field', 'customers.name']))).toEqual(['campaigns.name', 'customers.name']);
  });
});
