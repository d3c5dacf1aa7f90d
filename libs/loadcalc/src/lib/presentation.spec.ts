import { calculateExistingDwelling, type ExistingDwellingCalculation } from './existing-dwelling.js';
import { calculateLoadMethods, type LoadMethodsComparison } from './load-methods.js';
import { defaultLoadForm } from './load-form.defaults.js';
import type { LoadLineItem } from './load-result.types.js';
import type { MethodLineItem } from './optional-method.js';
import {
  codeEditionLabel,
  existingDwellingTexts,
  formatAmperes,
  formatCalculationDate,
  formatDeduction,
  formatFactor,
  formatPanel,
  formatRating,
  formatService,
  formatVa,
  formatVaFigure,
  groupedLabel,
  methodLineValue,
  methodsView,
  standardLineValue,
} from './presentation.js';

const house = () => ({ ...defaultLoadForm(new Date(2025, 1, 3)), squareFeet: '2,000' });

function methodsOf(form: ReturnType<typeof house>): LoadMethodsComparison {
  const methods = calculateLoadMethods(form, { codeEdition: '2023' });
  if (!methods.ok) throw new Error('no figures');
  return methods;
}

/** A comparison with only the figures the verdict reads (the engine gives no same-load pair easily). */
function comparison(
  standard: [number, number | null],
  optional: [number, number | null],
  lowerService: LoadMethodsComparison['lowerService'],
  lowerNet: LoadMethodsComparison['lowerNet'],
): LoadMethodsComparison {
  return {
    standard: { totals: { netVa: standard[0], amperes: standard[0] / 240, recommendedServiceAmperes: standard[1] } },
    optional: { netVa: optional[0], amperes: optional[0] / 240, recommendedServiceAmperes: optional[1] },
    lowerService,
    lowerNet,
  } as unknown as LoadMethodsComparison;
}

describe('the figures as the screen and the worksheet show them', () => {
  it('formats VA with and without the unit, amperes, ratings, deductions, factors, labels and dates', () => {
    expect(formatVa(52160)).toBe('52,160 VA');
    expect(formatVa(4666.67)).toBe('4,666.67 VA');
    expect(formatVa(null)).toBe('—');
    expect(formatVaFigure(57200)).toBe('57,200');
    expect(formatVaFigure(undefined)).toBe('—');
    expect(formatAmperes(52160 / 240)).toBe('217.33 A');
    expect(formatAmperes(undefined)).toBe('—');
    expect(formatRating(225, 'Over 400 A')).toBe('225 A');
    expect(formatRating(undefined, 'Over 400 A')).toBe('—');
    expect(formatService(6000)).toBe('6,000 A');
    expect(formatService(null)).toBe('Over 6,000 A');
    expect(formatPanel(null)).toBe('Over 400 A');
    expect(formatDeduction(5040)).toBe('− 5,040 VA');
    expect(formatDeduction(0)).toBe('0 VA');
    expect(formatDeduction(undefined)).toBe('—');
    expect(formatFactor(0.35)).toBe('× 0.35');
    expect(formatFactor(null)).toBe('—');
    expect(groupedLabel('Min 7200')).toBe('Min 7,200');
    expect(groupedLabel('1500 VA')).toBe('1,500 VA');
    expect(groupedLabel('T220.55')).toBe('T220.55');
    expect(groupedLabel('125%')).toBe('125%');
    expect(formatCalculationDate('2025-02-03')).toBe('Feb 3, 2025');
    expect(formatCalculationDate('2025-13-03')).toBe('2025-13-03');
    expect(formatCalculationDate('yesterday')).toBe('yesterday');
    expect(codeEditionLabel('2020')).toBe('NEC 2020');
  });

  it("gives each line's figure: amperes, the service, a deduction, else VA", () => {
    const line = (id: string, va: number, amperes: number | null) => ({ id, va, amperes }) as unknown as LoadLineItem & MethodLineItem;
    expect(standardLineValue(line('totals.amperes', 0, 217.333))).toBe('217.33 A');
    expect(standardLineValue(line('totals.service', 0, null))).toBe('Over 6,000 A');
    expect(standardLineValue(line('totals.omitted', 5040, null))).toBe('− 5,040 VA');
    expect(standardLineValue(line('totals.net', 52160, null))).toBe('52,160 VA');
    expect(methodLineValue(line('existing.amperes', 0, 133.8))).toBe('133.8 A');
    expect(methodLineValue(line('optional.service', 0, 150))).toBe('150 A');
    expect(methodLineValue(line('optional.net', 35115, null))).toBe('35,115 VA');
  });
});

describe(methodsView.name, () => {
  it('names the method with the lower service, with both ratings', () => {
    // Standard (2023): 52,160 VA, 217.33 A -> 225 A; optional 35,115 VA, 146.31 A -> 150 A.
    const sut = methodsView(methodsOf(house()));
    expect(sut.standard).toEqual({
      method: 'standard',
      title: 'Standard Method',
      necSection: '220 Part III',
      netVa: '52,160 VA',
      amperes: '217.33 A',
      service: '225 A',
      lower: false,
    });
    expect(sut.optional).toEqual({
      method: 'optional',
      title: 'Optional Method',
      necSection: '220.82',
      netVa: '35,115 VA',
      amperes: '146.31 A',
      service: '150 A',
      lower: true,
    });
    expect(sut.lowerService).toBe('optional');
    expect(sut.verdict).toBe('The optional method (220.82) gives the lower service: 150 A against 225 A by the standard method.');
  });

  it('says each of the other verdicts', () => {
    expect(methodsView(comparison([40000, 175], [50000, 225], 'standard', 'standard')).verdict).toBe(
      'The standard method gives the lower service: 175 A against 225 A by the optional method (220.82).',
    );
    expect(methodsView(comparison([4575, 100], [7500, 100], 'same', 'standard')).verdict).toBe(
      'Both methods give a 100 A service; the standard method gives the lower net load (4,575 VA against 7,500 VA).',
    );
    expect(methodsView(comparison([7500, 100], [4575, 100], 'same', 'optional')).verdict).toBe(
      'Both methods give a 100 A service; the optional method gives the lower net load (4,575 VA against 7,500 VA).',
    );
    const same = methodsView(comparison([2000000, null], [2000000, null], 'same', 'same'));
    expect(same.verdict).toBe('Both methods give the same load: 2,000,000 VA, Over 6,000 A service.');
    expect([same.standard.lower, same.optional.lower]).toEqual([false, false]);
  });
});

describe(existingDwellingTexts.name, () => {
  function existing(amperes: number, newLoad: { name: string; type: 'EV' | 'Heat Pump'; watts: number }): ExistingDwellingCalculation {
    const result = calculateExistingDwelling(house(), { codeEdition: '2023', existingServiceAmperes: amperes, newLoads: [{ ...newLoad, quantity: 1 }] });
    if (!result.ok) throw new Error('no figures');
    return result;
  }

  it('says the method, the loads, the result and that the existing service suffices', () => {
    // A heat pump added (220.83(B)): A/C 5,040 + 6,000 = 11,040 against heating 19,500: heating at 100%.
    // Other loads 41,100 -> 8,000 + 33,100 x 40% = 21,240; 21,240 + 19,500 = 40,740 VA / 240 = 169.75 A.
    expect(existingDwellingTexts(existing(200, { name: 'Heat pump', type: 'Heat Pump', watts: 6000 }))).toEqual({
      method: '220.83(B)',
      methodText:
        'NEC 220.83(B): air conditioning or space heating added (the larger of the two at 100%; other loads: first 8 kVA at 100%, the remainder at 40%)',
      existingLoad: '60,600 VA',
      newLoad: '6,000 VA',
      netVa: '40,740 VA',
      amperes: '169.75 A',
      existingService: '200 A',
      sufficient: true,
      verdict: 'The existing 200 A service suffices: 169.75 A calculated (30.25 A to spare).',
    });
  });

  it('says what service is needed when the existing one is too small, or that none is', () => {
    // An EV charger of 9,600 W: 8,000 + 62,200 x 40% = 32,880 VA / 240 = 137 A; the next rating is 150 A.
    const short = existing(100, { name: 'EV charger', type: 'EV', watts: 9600 });
    expect(existingDwellingTexts(short).verdict).toBe('The existing 100 A service is too small: 137 A calculated; a 150 A service is needed.');
    // Above every standard rating the engine names no service (requiredServiceAmperes null).
    expect(existingDwellingTexts({ ...short, requiredServiceAmperes: null }).verdict).toBe(
      'The existing 100 A service is too small: 137 A calculated, more than any standard service.',
    );
  });
});
