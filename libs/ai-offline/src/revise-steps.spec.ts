import { reviseStepsOffline } from './revise-steps.js';

const steps = [
  'Read the uploaded file',
  'Remove rows where Status is "Void"',
  'Remove duplicate rows by Job ID, keeping the first one',
  'Group by Technician with sum of Hours as "Total Hours"',
  'Write "Hours.xlsx"',
];

describe(reviseStepsOffline.name, () => {
  it('adds a step before the final write, or where asked', () => {
    expect(reviseStepsOffline({ steps, request: 'add a step to sort by Date at the end' })).toEqual({
      steps: [...steps.slice(0, 4), 'Sort by Date', steps[4]],
      message: 'Added step 5: "Sort by Date".',
    });
    expect(reviseStepsOffline({ steps, request: 'Add a step to trim spaces after step 1' }).steps).toEqual([steps[0], 'Trim spaces', ...steps.slice(1)]);
    expect(reviseStepsOffline({ steps, request: 'add a step that fills blank Hours with 0 before the group step' }).steps).toEqual([
      ...steps.slice(0, 3),
      'Fills blank Hours with 0',
      ...steps.slice(3),
    ]);
    expect(reviseStepsOffline({ steps, request: 'Add a step at the end to look up each customer on Google Maps' }).steps).toEqual([
      ...steps.slice(0, 4),
      'Look up each customer on Google Maps',
      steps[4],
    ]);
    expect(reviseStepsOffline({ steps, request: 'add a step before the second step: remove duplicates' }).steps).toEqual([
      steps[0],
      'Remove duplicates',
      ...steps.slice(1),
    ]);
    expect(reviseStepsOffline({ steps, request: 'Also remove rows where Hours is blank' }).steps).toEqual([
      ...steps.slice(0, 4),
      'Remove rows where Hours is blank',
      steps[4],
    ]);
  });

  it('adds a request that is itself a step it knows', () => {
    expect(reviseStepsOffline({ steps, request: 'sort by Total Hours, highest first' }).steps).toEqual([
      ...steps.slice(0, 4),
      'Sort by Total Hours, highest first',
      steps[4],
    ]);
  });

  it('removes a step by number or by what it is about', () => {
    expect(reviseStepsOffline({ steps, request: 'delete step 3' })).toEqual({
      steps: steps.filter((_, i) => i !== 2),
      message: `Removed step 3 ("${steps[2]}").`,
    });
    expect(reviseStepsOffline({ steps, request: 'remove the step about duplicates' }).steps).toEqual(steps.filter((_, i) => i !== 2));
    expect(reviseStepsOffline({ steps, request: 'remove the last step' }).steps).toEqual(steps.slice(0, 4));
  });

  it('changes a step: the output format, a word instead of another, or a whole step', () => {
    expect(reviseStepsOffline({ steps, request: 'change the output to CSV' })).toEqual({
      steps: [...steps.slice(0, 4), 'Write "Hours.csv"'],
      message: 'Changed step 5 to write CSV: "Write "Hours.csv"".',
    });
    expect(reviseStepsOffline({ steps, request: 'group by team instead of technician' }).steps[3]).toBe('Group by Team with sum of Hours as "Total Hours"');
    expect(reviseStepsOffline({ steps, request: 'change step 2 to Remove rows where Status is Cancelled' }).steps[1]).toBe(
      'Remove rows where Status is Cancelled',
    );
  });

  it('moves and swaps steps', () => {
    expect(reviseStepsOffline({ steps, request: 'move step 4 before step 2' }).steps).toEqual([steps[0], steps[3], steps[1], steps[2], steps[4]]);
    expect(reviseStepsOffline({ steps, request: 'move step 2 after step 3' }).steps).toEqual([steps[0], steps[2], steps[1], steps[3], steps[4]]);
    expect(reviseStepsOffline({ steps, request: 'swap steps 2 and 3' }).steps).toEqual([steps[0], steps[2], steps[1], steps[3], steps[4]]);
  });

  it('leaves the steps as they were and says so when it does not understand', () => {
    const revision = reviseStepsOffline({ steps, request: 'make it nicer for the boss' });
    expect(revision.steps).toEqual(steps);
    expect(revision.message).toContain('I did not understand the request "make it nicer for the boss"');
    expect(reviseStepsOffline({ steps, request: 'delete step 9' }).steps).toEqual(steps);
    expect(reviseStepsOffline({ steps, request: 'remove the step about invoices' }).steps).toEqual(steps);
  });
});
