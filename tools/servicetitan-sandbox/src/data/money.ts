import type { StRecordOf } from '@milestone/servicetitan-contract';
import { MAX_QUANTITY, type SkuLine } from './catalog.js';
import { DAY, dayStart, HOUR, iso } from './context.js';
import type { JobEnv, JobPlan, Named } from './env.js';
import { cents, money } from './rng.js';
import { stampOf } from './work.js';

type R = StRecordOf;
type Invoice = R['invoices'];
type Address = NonNullable<Invoice['locationAddress']>;

export const SALES_TAX_RATE = 0.0725;
const SALES_TAX_CODE = { id: 1, name: 'State sales tax', taxRate: SALES_TAX_RATE };
const PAYMENT_TYPES = ['Credit Card', 'Credit Card', 'Credit Card', 'Check', 'Cash', 'ACH'];

/** The accounting shape of an address (no coordinates), one object per customer or location. */
function accountingAddress(cache: Map<number, Address>, owner: { id: number; address: R['locations']['address'] }): Address {
  let address = cache.get(owner.id);
  if (address === undefined) {
    const a = owner.address;
    address = { street: a.street, unit: a.unit ?? null, city: a.city, state: a.state, zip: a.zip, country: a.country };
    cache.set(owner.id, address);
  }
  return address;
}

/** Nested `{id, name}` objects, shared by the records pointing at the same thing (remade when the name changes). */
function namedOf(cache: Map<number, Named>, owner: { id: number; name: string | null }): Named {
  let value = cache.get(owner.id);
  if (value === undefined || value.name !== owner.name) cache.set(owner.id, (value = { id: owner.id, name: owner.name }));
  return value;
}
const units = new Map<number, Named>();
function namedOnce(id: number, name: string | null): Named {
  let named = units.get(id);
  if (named === undefined || named.name !== name) units.set(id, (named = { id, name }));
  return named;
}

/**
 * The job's invoice: every job has one (ServiceTitan opens it with the job); it gets items, tax and
 * a payment once the job is completed. subTotal is the sum of the item totals, total adds the tax.
 */
export function buildInvoice(
  env: JobEnv,
  plan: JobPlan,
  jobNumber: string,
  completedOn: number | null,
  lead: R['technicians'] | null,
): { invoice: Invoice; firstLineTotal: number } {
  const { rng, out } = env;
  const id = env.ids.invoice++;
  const businessUnit = namedOnce(plan.businessUnitId, env.businessUnitNames.get(plan.businessUnitId) ?? null);
  const customer = namedOf(env.cache.customerNamed, plan.customer);
  let subTotal = 0;
  let taxable = 0;
  let firstLineTotal = 0;
  if (completedOn !== null) {
    const skus = env.priceBook.get(plan.businessUnitId) ?? [];
    const count = rng.int(2, 5);
    const free = plan.jobType.noCharge;
    const doneIso = iso(completedOn);
    const itemModified = stampOf(env, completedOn + HOUR);
    for (let order = 0; order < count; order++) {
      const sku = order === 0 ? skus[0] : skus[rng.int(1, skus.length - 1)];
      if (sku === undefined) break;
      const line = sku.lines[free ? 0 : sku.type === 'Material' ? rng.int(1, MAX_QUANTITY) : 1] as SkuLine;
      const total = line.totalValue;
      subTotal = cents(subTotal + total);
      if (order === 0) firstLineTotal = total;
      if (sku.taxable) taxable = cents(taxable + total);
      out.invoiceItems.push({
        id: env.ids.invoiceItem++,
        description: sku.name,
        quantity: line.quantity,
        cost: line.cost,
        totalCost: line.totalCost,
        price: line.price,
        type: sku.type,
        skuName: sku.name,
        skuId: sku.id,
        total: line.total,
        inventory: sku.type !== 'Service',
        taxable: sku.taxable,
        isChargeable: !free,
        generalLedgerAccount: null,
        costOfSaleAccount: null,
        assetAccount: null,
        membershipTypeId: 0,
        itemGroup: null,
        displayName: sku.name,
        soldHours: null,
        createdOn: doneIso,
        modifiedOn: itemModified,
        serviceDate: doneIso,
        order,
        businessUnit,
        createdById: 1,
        addOn: false,
        memberPrice: null,
        technicianId: lead?.id ?? null,
        active: true,
        invoiceId: id,
      });
    }
  }
  const salesTax = plan.customer.taxExempt ? 0 : cents(taxable * SALES_TAX_RATE);
  const total = cents(subTotal + salesTax);
  const invoiceDate = completedOn === null ? null : dayStart(completedOn);

  // Most completed invoices are paid, half of them on the spot; what is not paid yet stays on the balance.
  let paidOn: number | null = null;
  if (completedOn !== null && total > 0 && rng.chance(0.93)) {
    const when = rng.chance(0.55) ? completedOn + rng.int(5, 60) * 60_000 : completedOn + rng.int(1, 30) * DAY;
    if (when < (env.stamp ?? env.limit)) paidOn = when;
  }
  const invoice: Invoice = {
    summary: null,
    customFields: [],
    active: true,
    discountTotal: '0.00',
    importId: null,
    exportId: null,
    materialSkuId: null,
    membershipId: null,
    paidOn: paidOn === null ? null : iso(paidOn),
    invoiceConfiguration: 'JobInvoice',
    id,
    syncStatus: 'Pending',
    budgetCodeId: null,
    referenceNumber: jobNumber,
    invoiceDate: invoiceDate === null ? null : iso(invoiceDate),
    dueDate: invoiceDate === null ? null : iso(invoiceDate + 30 * DAY),
    subTotal: money(subTotal),
    salesTax: money(salesTax),
    salesTaxCode: SALES_TAX_CODE,
    taxZoneId: null,
    total: money(total),
    balance: money(paidOn === null ? total : 0),
    invoiceType: null,
    customer,
    customerAddress: accountingAddress(env.cache.customerAddress, plan.customer),
    location: namedOf(env.cache.locationNamed, plan.location),
    locationAddress: accountingAddress(env.cache.locationAddress, plan.location),
    businessUnit,
    termName: 'Due Upon Receipt',
    createdBy: 'dispatch',
    batch: null,
    depositedOn: null,
    createdOn: iso(plan.createdOn),
    modifiedOn: stampOf(env, Math.max(plan.createdOn, paidOn ?? completedOn ?? 0)),
    adjustmentToId: null,
    job: { id: plan.id, number: jobNumber, type: plan.jobType.record.name },
    projectId: null,
    royalty: null,
    employeeInfo: null,
    commissionEligibilityDate: invoiceDate === null ? null : iso(invoiceDate).slice(0, 10),
    sentStatus: completedOn === null ? 'NotSent' : 'Sent',
    reviewStatus: completedOn === null ? 'NeedsReview' : 'Reviewed',
    assignedTo: null,
  };
  out.invoices.push(invoice);
  if (paidOn !== null) {
    const paymentId = env.ids.payment++;
    const type = rng.pick(PAYMENT_TYPES);
    out.payments.push({
      active: true,
      appliedTo: [
        {
          appliedId: env.ids.paymentApplication++,
          appliedTo: id,
          appliedAmount: money(total),
          appliedOn: iso(paidOn),
          appliedBy: 'office',
          appliedToReferenceNumber: jobNumber,
        },
      ],
      authCode: type === 'Credit Card' ? String(rng.int(100000, 999999)) : null,
      batch: null,
      businessUnit,
      checkNumber: type === 'Check' ? String(rng.int(1000, 9999)) : null,
      createdBy: 'office',
      createdOn: iso(paidOn),
      customer,
      customFields: [],
      date: iso(paidOn),
      deposit: null,
      generalLedgerAccount: null,
      id: paymentId,
      memo: null,
      modifiedOn: stampOf(env, paidOn),
      referenceNumber: `PMT-${paymentId}`,
      refundedPaymentId: null,
      syncStatus: 'Posted',
      total: money(total),
      type,
      typeId: String(PAYMENT_TYPES.indexOf(type) + 1),
      unappliedAmount: '0.00',
    });
  } else if (total > 0) {
    plan.customer.balance = cents(plan.customer.balance + total);
  }
  return { invoice, firstLineTotal };
}
