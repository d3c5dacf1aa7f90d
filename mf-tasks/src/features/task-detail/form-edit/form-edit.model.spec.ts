import { describe, expect, it } from '@jest/globals';
import { PURCHASE_ORDER_FORM, formItems, readFormDefinition, type FormDefinition } from '@milestone/contracts/forms';
import { addField, defaultOfInput, moveItem, newFieldId, optionsOfText, problemOf, removeItem, updateField } from './form-edit.model.js';

const form = (): FormDefinition => structuredClone(PURCHASE_ORDER_FORM);
const ids = (definition: FormDefinition, section = 0) => definition.sections[section]!.items.map((item) => item.id);
const readable = (definition: FormDefinition) => expect(readFormDefinition(definition)).toMatchObject({ ok: true });

describe('the form editor', () => {
  it('moves a field up and down in its section and keeps it at an end, the form still readable', () => {
    const start = form();
    const section = start.sections[0]!;
    const [first, second] = ids(start);
    const down = moveItem(start, section.id, first!, 1);
    expect(ids(down).slice(0, 2)).toEqual([second, first]);
    expect(ids(moveItem(down, section.id, first!, -1))).toEqual(ids(start));
    expect(ids(moveItem(start, section.id, first!, -1))).toEqual(ids(start));
    readable(down);
    // The original is untouched.
    expect(start).toEqual(PURCHASE_ORDER_FORM);
  });

  it('adds a field with an id the form does not use yet, and removes it again', () => {
    const start = form();
    const section = start.sections[0]!;
    const one = addField(start, section.id, 'text', 'Vendor');
    expect(one.field).toEqual({ id: 'vendor2', label: 'Vendor', type: 'text' });
    const two = addField(one.definition, section.id, 'select');
    expect(two.field).toMatchObject({ id: 'newField', type: 'select', options: [{ value: 'option1', label: 'Option 1' }] });
    expect(ids(two.definition).slice(-2)).toEqual(['vendor2', 'newField']);
    readable(two.definition);
    expect(removeItem(removeItem(two.definition, section.id, 'newField'), section.id, 'vendor2')).toEqual(start);
  });

  it('renames a field, toggles required, sets and clears its default', () => {
    const start = form();
    const section = start.sections[0]!;
    const renamed = updateField(start, section.id, 'vendor', { label: 'Supplier', required: false, default: 'ACME' });
    expect(formItems(renamed).find((item) => item.id === 'vendor')).toMatchObject({ label: 'Supplier', required: false, default: 'ACME' });
    const cleared = updateField(renamed, section.id, 'vendor', { default: undefined });
    expect(formItems(cleared).find((item) => item.id === 'vendor')).not.toHaveProperty('default');
    readable(cleared);
  });

  it("says what is wrong with the edited form in readFormDefinition's words", () => {
    const start = form();
    const section = start.sections[0]!;
    expect(problemOf(start)).toBeNull();
    expect(problemOf(updateField(start, section.id, 'vendor', { label: '' }))).toBe("The label of the field 'vendor' must be non-empty text");
  });

  it('reads options one a line and a default by the field type', () => {
    expect(optionsOfText('Red\n\n Blue \n')).toEqual([
      { value: 'Red', label: 'Red' },
      { value: 'Blue', label: 'Blue' },
    ]);
    expect(defaultOfInput({ id: 'qty', label: 'Qty', type: 'number' }, '12.5')).toBe(12.5);
    expect(defaultOfInput({ id: 'qty', label: 'Qty', type: 'number' }, ' ')).toBeUndefined();
    expect(newFieldId(form(), '2nd address!')).toBe('field2ndAddress');
  });
});
