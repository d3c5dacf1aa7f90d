import type { InputSample } from '../ai.types.js';
import { userPrompts } from './prompts.js';

const sample: InputSample = {
  fileName: 'invoices.csv',
  sheets: [
    {
      name: 'invoices',
      columns: ['Invoice #', 'Customer', 'Invoice Date', 'Amount', 'Status'],
      rows: [
        ['INV-1', 'Acme', '09/22/2025', 120, 'Paid'],
        ['INV-2', 'Bolt', '10/02/2025', '480.00', 'Unpaid'],
      ],
    },
  ],
};

describe('the model sees the sample file (issue 30)', () => {
  it('puts the header with each column’s type and the first rows into the requirements, plan and implement prompts', () => {
    const prompts = [
      userPrompts.requirements({ description: 'unpaid invoices per customer', taskType: 'excel-processing', sample }),
      userPrompts.plan({ description: 'unpaid invoices per customer', taskType: 'excel-processing', answers: {}, sample }),
      userPrompts.implement({
        plan: {
          name: 'x',
          description: 'x',
          type: 'excel-processing',
          estimatedComplexity: 'low',
          features: [],
          sections: [],
          dataFlow: ['Total Amount per Customer'],
          apiEndpoints: [],
        },
        answers: {},
        sample,
      }),
    ];
    for (const prompt of prompts) {
      expect(prompt).toContain('Sheet "invoices" with columns: Invoice # (text), Customer (text), Invoice Date (date), Amount (number), Status (text)');
      expect(prompt).toContain('INV-2 | Bolt | 10/02/2025 | 480.00 | Unpaid');
    }
  });

  it('without a file, says the columns are found at run time', () => {
    expect(userPrompts.plan({ description: 'x', taskType: 'excel-processing', answers: {} })).toContain('No input file has been uploaded yet');
  });
});
