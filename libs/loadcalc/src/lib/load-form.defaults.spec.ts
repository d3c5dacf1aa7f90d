import { calculateLoad } from './calculate-load.js';
import { defaultLoadForm, newAppliance, newLargeAppliance, toIsoDate } from './load-form.defaults.js';
import { APPLIANCE_TYPES, FIXED_APPLIANCE_COUNT, isApplianceRowDeletable } from './load-form.types.js';

describe(defaultLoadForm.name, () => {
  it("holds the spec's defaults", () => {
    const sut = defaultLoadForm(new Date(2025, 6, 4, 23, 30));
    expect(sut).toEqual({
      customerName: '',
      customerEmail: '',
      squareFeet: '',
      address: '',
      technician: '',
      calculationDate: '2025-07-04',
      kitchenApplianceCircuits: 2,
      laundryRoomCircuits: 1,
      appliances: [
        { name: 'Water Heater', watts: 4500, quantity: 1, loadManagement: false },
        { name: 'Microwave', watts: 1800, quantity: 1, loadManagement: false },
        { name: 'Dishwasher', watts: 1500, quantity: 1, loadManagement: false },
        { name: 'Disposer', watts: 800, quantity: 1, loadManagement: false },
      ],
      largeAppliances: [
        { name: 'Heating Unit', type: 'Heating Unit', watts: 4500, quantity: 1, loadManagement: false },
        { name: 'Range', type: 'Range', watts: 12000, quantity: 1, loadManagement: false },
        { name: 'Cooktop', type: 'Cooktop', watts: 3300, quantity: 1, loadManagement: false },
        { name: 'Oven', type: 'Oven', watts: 2200, quantity: 1, loadManagement: false },
        { name: 'A/C Unit', type: 'A/C Unit', watts: 5040, quantity: 1, loadManagement: false },
        { name: 'Heating Unit 2', type: 'Heating Unit', watts: 15000, quantity: 1, loadManagement: false },
        { name: 'EV', type: 'EV', watts: 4500, quantity: 1, loadManagement: false },
      ],
    });
  });

  it('dates the form today in the local calendar', () => {
    expect(defaultLoadForm().calculationDate).toBe(toIsoDate(new Date()));
    expect(toIsoDate(new Date(2024, 1, 29, 0, 0))).toBe('2024-02-29');
  });

  it('hands out fresh rows each time', () => {
    const first = defaultLoadForm();
    first.appliances[0]!.watts = 1;
    first.largeAppliances.pop();
    const second = defaultLoadForm();
    expect(second.appliances[0]!.watts).toBe(4500);
    expect(second.largeAppliances).toHaveLength(7);
  });

  it('does not calculate until square footage is entered', () => {
    expect(calculateLoad(defaultLoadForm())).toMatchObject({ ok: false, errors: [{ field: 'squareFeet' }] });
  });
});

describe('appliance rows', () => {
  it('keeps the first four rows fixed', () => {
    expect(FIXED_APPLIANCE_COUNT).toBe(4);
    expect([0, 3, 4, 9].map(isApplianceRowDeletable)).toEqual([false, false, true, true]);
  });

  it('offers the nine appliance types and blank rows to add', () => {
    expect(APPLIANCE_TYPES).toEqual(['Heating Unit', 'A/C Unit', 'Heat Pump', 'Motor', 'EV', 'Dryer', 'Range', 'Oven', 'Cooktop']);
    expect(newAppliance()).toEqual({ name: '', watts: 0, quantity: 1, loadManagement: false });
    expect(newLargeAppliance('Dryer')).toEqual({ name: '', type: 'Dryer', watts: 0, quantity: 1, loadManagement: false });
  });
});
