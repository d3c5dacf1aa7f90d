import { describe, expect, it } from '@jest/globals';
import { designForm, readFormDefinition } from '@milestone/contracts/forms';
import { formImplementation, formSteps, readsAsForm, type DesignedForm } from './form-tasks.js';

describe(readsAsForm.name, () => {
  it.each([
    'A purchase order form for special-order parts from the warehouse, printable',
    'A job safety checklist with technician, date, site address',
    'A printable template for a customer sign-off',
    'A vehicle inspection form',
  ])('reads a description of a form to fill as a form: %s', (description) => {
    expect(readsAsForm(description)).toBe(true);
  });

  it.each([
    'For the purchase orders, work out the Line Total (Qty x Unit Cost) and give me only the lines where the Line Total is at least 500.',
    'Take the weekly timesheet export, drop the rows where Status is Void, then total the Hours per Technician.',
    'Read the submitted form export (CSV) and total the amounts per customer',
    'Keep only the invoices where Amount is greater than 1000 and sort them by Amount descending. Save it as an xlsx file.',
  ])('leaves a spreadsheet task to the script builder: %s', (description) => {
    expect(readsAsForm(description)).toBe(false);
  });
});

describe(formImplementation.name, () => {
  it('answers the designed form with its steps, no script, and what it read and noted as the message', () => {
    const design = designForm('A vehicle inspection form') as DesignedForm;
    const details = formImplementation(design, { name: 'offline', model: null });
    expect(details).toMatchObject({ script: null, form: design.definition, provider: 'offline', model: null, notUnderstood: [] });
    expect(details.message).toBe([design.reading, ...design.notes].join(' '));
    expect(details.steps).toEqual(formSteps(design.definition));
    expect(details.steps[0]).toBe('Fill in Vehicle, Completed By, Date, Passed, Notes.');
    expect(details.steps.at(-1)).toBe('Print the form, or Submit it to make its PDF.');
  });

  it("gives a model's customer fields the ServiceTitan customer lookup, in sections and line tables, and leaves the other fields as they were", () => {
    const design: DesignedForm = {
      kind: 'form',
      reading: 'I designed the form "Service Ticket".',
      notes: [],
      definition: {
        title: 'Service Ticket',
        sections: [
          {
            id: 'main',
            title: 'Ticket',
            items: [
              { id: 'client', label: 'Client Name', type: 'text' },
              { id: 'clientPhone', label: 'Client Phone', type: 'text' },
              { id: 'technician', label: 'Technician', type: 'text' },
              { id: 'visits', label: 'Visits', type: 'table', columns: [{ id: 'customer', label: 'Customer', type: 'text' }] },
            ],
          },
        ],
      },
    } as DesignedForm;
    const form = formImplementation(design, { name: 'openai', model: 'gpt' }).form!;
    const items = form.sections[0]!.items;
    expect(items.map((item) => ('lookup' in item ? item.lookup : undefined))).toEqual(['serviceTitanCustomer', undefined, undefined, undefined]);
    expect(items[3]).toMatchObject({ columns: [{ id: 'customer', lookup: 'serviceTitanCustomer' }] });
    expect(readFormDefinition(JSON.parse(JSON.stringify(form))).ok).toBe(true);
  });

  it('names the line table and what is computed in the steps of an estimate', () => {
    const steps = formSteps((designForm('An estimate form with customer, line items of labor and parts, tax and total') as DesignedForm).definition);
    expect(steps).toEqual([
      'Fill in Customer, Tax Rate (%), Notes.',
      'Add a line to Line Items for each entry: Type, Description, Quantity, Unit Price, Line Total.',
      'Subtotal, Tax, Total follow from what is entered.',
      'Print the form, or Submit it to make its PDF.',
    ]);
  });
});
