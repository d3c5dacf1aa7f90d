import { Button, Flex, Input, Switch } from '@milestone/ui';
import { methodLineValue, type ExistingDwellingInput, type MethodLineItem, type NewLoadInput, type NumberInput } from '@milestone/loadcalc';
import { EXISTING_DWELLING_TOGGLE, type ExistingDwellingOutcome } from '../existing-dwelling.model.js';
import { decisionRows, displayNumber, inputText } from '../load-form.model.js';
import { deleteColumns, numberColumns, rowInput, typeColumn, type ApplianceTable } from './appliance-columns.js';
import { Decisions } from './Decisions.js';
import { ErrorLine } from './ErrorLine.js';
import { Field } from './Field.js';
import { FormSection } from './FormSection.js';
import { GridTable, type GridColumn } from './GridTable.js';

/** What the section does to the form while editing. */
export interface ExistingDwellingEditing {
  errors: ReadonlyMap<string, string>;
  onToggle: (enabled: boolean) => void;
  onServiceAmperes: (amperes: string) => void;
  onUpdate: (index: number, patch: Partial<NewLoadInput>) => void;
  onDelete: (index: number) => void;
  onAdd: () => void;
  onTouch: (field: string) => void;
}

interface ExistingDwellingSectionProps {
  input: ExistingDwellingInput;
  outcome: ExistingDwellingOutcome;
  /** Formula Details is on somewhere: the 220.83 lines and decisions show too. */
  formula: boolean;
  /** Absent in the read-only print layout. */
  editing?: ExistingDwellingEditing;
}

const SERVICE_PATH = 'existingDwelling.existingServiceAmperes';
const SUMMARY_LINES = new Set(['existing.other.total', 'existing.net', 'existing.amperes', 'existing.service']);

const NEW_LOADS: ApplianceTable = { rowLabel: 'New load', list: 'existingDwelling.newLoads' };

function newLoadColumns(editing: ExistingDwellingEditing | undefined): GridColumn<NewLoadInput>[] {
  return [
    {
      key: 'name',
      title: 'New Load',
      kind: 'wide',
      className: 'lc-col--desc',
      render: (row, i) => (editing ? rowInput(NEW_LOADS, editing, i, 'name', row.name, { width: 150 }) : row.name || row.type),
    },
    typeColumn<NewLoadInput>(NEW_LOADS, editing),
    ...numberColumns<NewLoadInput>(NEW_LOADS, editing),
    ...deleteColumns(NEW_LOADS, editing),
  ];
}

const LINE_COLUMNS: GridColumn<MethodLineItem>[] = [
  { key: 'description', title: 'Description', label: 'Description', kind: 'wide', className: 'lc-col--desc', render: (line) => line.description },
  { key: 'rule', title: 'Calculation', label: 'Calculation', kind: 'rule', render: (line) => line.rule },
  { key: 'nec', title: 'NEC', label: 'NEC', kind: 'nec', render: (line) => line.necSection },
  { key: 'va', title: 'Value', label: 'Value', kind: 'num', className: 'lc-va', render: methodLineValue },
];

function Stat({ label, value, testId, emphasis = false }: { label: string; value: string; testId: string; emphasis?: boolean }) {
  return (
    <div className={emphasis ? 'lc-stat lc-stat--key' : 'lc-stat'}>
      <div className="lc-stat__label">{label}</div>
      <div className="lc-stat__value" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/** The result of 220.83: existing load, new load, the calculated load and whether the service carries it. */
export function ExistingDwellingResult({ outcome, formula, prefix }: { outcome: ExistingDwellingOutcome; formula: boolean; prefix: string }) {
  const id = (name: string) => `${prefix}${name}`;
  if (!outcome.ok) {
    return (
      <div className="lc-notice" data-testid={id('existing-reason')}>
        {outcome.reason}
      </div>
    );
  }
  return (
    <div data-testid={id('existing-result')} data-sufficient={outcome.sufficient ? 'true' : 'false'} data-method={outcome.method}>
      <div className="lc-totals">
        <Stat label="Existing Load" value={outcome.existingLoad} testId={id('existing-load-va')} />
        <Stat label="New Load" value={outcome.newLoad} testId={id('existing-new-va')} />
        <Stat label="Calculated Load" value={outcome.netVa} testId={id('existing-net-va')} emphasis />
        <Stat label="Amperes" value={outcome.amperes} testId={id('existing-amperes')} />
        <Stat label="Existing Service" value={outcome.existingService} testId={id('existing-service')} />
      </div>
      <p className="lc-methods__verdict" data-testid={id('existing-verdict')}>
        {outcome.verdict}
      </p>
      <p className="lc-omission" data-testid={id('existing-method')}>
        {outcome.methodText}
      </p>
      {formula ? (
        <div>
          <h4 className="lc-methods__subtitle">Existing dwelling (NEC 220.83) line by line</h4>
          <GridTable
            caption="Existing dwelling line items"
            columns={LINE_COLUMNS}
            rows={outcome.calculation.lineItems}
            rowKey={(line) => line.id}
            rowClassName={(line) => (SUMMARY_LINES.has(line.id) ? 'lc-row--summary' : undefined)}
            grid={false}
            className="lc-table--optional"
          />
          <Decisions decisions={decisionRows(outcome.calculation.decisions, 'existing')} section={id('existing')} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * NEC 220.83, an existing dwelling where loads are added (an EV charger, a heat pump): the form's
 * loads are the existing ones; the technician gives the existing service and the new loads, and
 * sees at once whether the service carries them. A toggle while editing; printed when on.
 */
export function ExistingDwellingSection({ input, outcome, formula, editing }: ExistingDwellingSectionProps) {
  if (!editing) {
    if (!input.enabled) return null;
    return (
      <FormSection title="Existing Dwelling (NEC 220.83)" testId="print-existing-dwelling">
        <dl>
          <div>
            <dt>Existing service</dt>
            <dd>{displayNumber(input.existingServiceAmperes)} A</dd>
          </div>
        </dl>
        <GridTable
          caption="New loads"
          columns={newLoadColumns(undefined)}
          rows={input.newLoads}
          rowKey={(_row, i) => String(i)}
          grid={false}
          empty="No new loads."
        />
        <ExistingDwellingResult outcome={outcome} formula={formula} prefix="print-" />
      </FormSection>
    );
  }
  const serviceError = editing.errors.get(SERVICE_PATH);
  return (
    <FormSection
      title="Existing Dwelling (NEC 220.83)"
      testId="existing-dwelling"
      tools={
        <label className="lc-toggle">
          <Switch size="small" checked={input.enabled} onChange={editing.onToggle} />
          {EXISTING_DWELLING_TOGGLE}
        </label>
      }
    >
      {input.enabled ? (
        <Flex vertical gap="middle">
          <div className="lc-fields">
            <Field label="Existing Service Rating (A)" error={serviceError} hint="The rating of the service the house has now">
              {(a11y) => (
                <Input
                  {...a11y}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="e.g. 200"
                  value={inputText(input.existingServiceAmperes as NumberInput)}
                  onChange={(event) => editing.onServiceAmperes(event.target.value)}
                  onBlur={() => editing.onTouch(SERVICE_PATH)}
                />
              )}
            </Field>
          </div>
          <div>
            <GridTable
              caption="New loads"
              columns={newLoadColumns(editing)}
              rows={input.newLoads}
              rowKey={(_row, i) => String(i)}
              grid={false}
              stackOnPhone
              className="lc-table--large"
              empty="No new loads: add the loads being added."
            />
            <ErrorLine message={editing.errors.get('existingDwelling.newLoads')} />
            <div className="lc-section__foot">
              <Button onClick={editing.onAdd}>Add New Load</Button>
            </div>
          </div>
          <ExistingDwellingResult outcome={outcome} formula={formula} prefix="" />
        </Flex>
      ) : (
        <p className="lc-field__hint">
          Turn on to check whether the existing service carries loads being added (an EV charger, a heat pump). The loads in the form above are the existing
          dwelling&apos;s.
        </p>
      )}
    </FormSection>
  );
}
