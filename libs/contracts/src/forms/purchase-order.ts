import type { FormDefinition } from './form-definition.js';

export const PURCHASE_ORDER_TEMPLATE = 'Purchase Order Template';

/**
 * The Purchase Order Template: every company's starter form (spec 001 section 9: Order Type
 * 'Special Order', location WAREHOUSE; its 'Date Created' picked in the 'Select Date for Purchase
 * Order' dialog, section 2.12). Line total = quantity x unit price; subtotal = the lines' totals;
 * tax = subtotal x the tax rate; total = subtotal + tax, all in cents.
 */
export const PURCHASE_ORDER_FORM: FormDefinition = {
  title: PURCHASE_ORDER_TEMPLATE,
  description: 'Special-order parts from the warehouse: fill the order, check the totals, print it or submit it for its PDF.',
  sections: [
    {
      id: 'order',
      title: 'Order',
      items: [
        { id: 'poNumber', label: 'PO Number', type: 'text', required: true, maxLength: 40, messages: { required: 'Enter the PO number' } },
        {
          id: 'dateCreated',
          label: 'Date Created',
          type: 'date',
          required: true,
          source: 'dateCreated',
          messages: { required: 'Pick the date the order was created' },
        },
        {
          id: 'orderType',
          label: 'Order Type',
          type: 'select',
          required: true,
          default: 'Special Order',
          options: [
            { value: 'Special Order', label: 'Special Order' },
            { value: 'Stock Order', label: 'Stock Order' },
            { value: 'Emergency Order', label: 'Emergency Order' },
          ],
        },
        { id: 'vendor', label: 'Vendor', type: 'text', required: true, maxLength: 200, messages: { required: 'Enter the vendor' } },
        { id: 'shipTo', label: 'Ship To', type: 'text', required: true, default: 'WAREHOUSE', maxLength: 200 },
        { id: 'requestedBy', label: 'Requested By', type: 'text', required: true, maxLength: 200, messages: { required: 'Enter who requested the parts' } },
        {
          id: 'reference',
          label: 'Job or Customer Reference',
          type: 'text',
          maxLength: 200,
          placeholder: 'Job number or customer name',
          // The ServiceTitan customer search where the company is connected (issue 31).
          lookup: 'serviceTitanCustomer',
        },
      ],
    },
    {
      id: 'items',
      title: 'Line Items',
      items: [
        {
          id: 'lines',
          label: 'Line Items',
          type: 'table',
          required: true,
          initialRows: 1,
          maxRows: 200,
          messages: { required: 'Add at least one line item' },
          columns: [
            { id: 'part', label: 'Part', type: 'text', required: true, maxLength: 80, messages: { required: 'Enter the part number' } },
            { id: 'description', label: 'Description', type: 'text', maxLength: 300 },
            {
              id: 'quantity',
              label: 'Quantity',
              type: 'number',
              required: true,
              min: 0.01,
              decimals: 2,
              messages: { required: 'Enter the quantity', min: 'The quantity must be more than 0' },
            },
            { id: 'unit', label: 'Unit', type: 'text', default: 'ea', maxLength: 20 },
            {
              id: 'unitPrice',
              label: 'Unit Price',
              type: 'currency',
              required: true,
              min: 0,
              messages: { required: 'Enter the unit price', min: 'The unit price cannot be negative' },
            },
            { id: 'lineTotal', label: 'Line Total', type: 'currency', compute: 'quantity * unitPrice' },
          ],
        },
      ],
    },
    {
      id: 'totals',
      title: 'Totals',
      items: [
        { id: 'subtotal', label: 'Subtotal', type: 'currency', compute: 'sum(lines.lineTotal)' },
        {
          id: 'taxRate',
          label: 'Tax Rate (%)',
          type: 'number',
          default: 0,
          min: 0,
          max: 100,
          decimals: 3,
          messages: { max: 'The tax rate is a percentage from 0 to 100' },
        },
        { id: 'tax', label: 'Tax', type: 'currency', compute: 'subtotal * taxRate / 100' },
        { id: 'total', label: 'Total', type: 'currency', compute: 'subtotal + tax' },
        { id: 'notes', label: 'Notes', type: 'textarea', maxLength: 4000 },
      ],
    },
  ],
};
