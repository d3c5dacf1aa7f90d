import { QUESTION } from '@milestone/ai-offline';
import { toReportProposal } from '../openai/openai-provider.js';
import { proposalOf, withChoices } from './api-reporting.js';

describe(proposalOf.name, () => {
  it('turns the Requirements answers of a report into the proposal svc-reporting reads, in its words', () => {
    expect(
      proposalOf({
        [QUESTION.period]: 'Last month',
        [QUESTION.measures]: ['Revenue', 'Job count'],
        [QUESTION.groupBy]: ['Business unit', 'Technician', 'Month'],
        [QUESTION.businessUnit]: 'Plumbing',
        [QUESTION.jobStatus]: 'Completed',
        [QUESTION.serviceTitanData]: ['Jobs'],
      }),
    ).toEqual({
      values: [{ field: 'revenue' }, { field: 'jobs', aggregation: 'count' }],
      rows: ['business unit', 'technician', 'month'],
      filters: ['Plumbing', 'Completed jobs'],
      period: 'Last month',
    });
  });

  it('leaves to the words what was answered "As described" or left empty', () => {
    expect(
      proposalOf({
        [QUESTION.period]: 'As described',
        [QUESTION.measures]: [],
        [QUESTION.groupBy]: [],
        [QUESTION.businessUnit]: 'As described',
        [QUESTION.jobStatus]: 'As described',
      }),
    ).toBeUndefined();
    expect(proposalOf({})).toBeUndefined();
    expect(proposalOf({ [QUESTION.jobStatus]: 'Scheduled' })).toEqual({ filters: ['Scheduled jobs'] });
  });

  it('passes on a choice the questions never offered as words, for svc-reporting to read or name as not understood', () => {
    expect(proposalOf({ [QUESTION.measures]: ['Gross margin'], [QUESTION.groupBy]: 'Zip code' })).toEqual({
      values: [{ field: 'Gross margin' }],
      rows: ['Zip code'],
    });
  });
});

describe(withChoices.name, () => {
  it('lays the person’s choices over the model’s proposal, part by part', () => {
    const model = { values: [{ field: 'revenue' }], rows: ['technician'], filters: ['plumbing'], period: 'last week' };
    expect(withChoices(model, { period: 'Last month' })).toEqual({ ...model, period: 'Last month' });
    expect(withChoices(model, undefined)).toEqual(model);
    expect(withChoices(undefined, { rows: ['month'] })).toEqual({ rows: ['month'] });
  });
});

describe(toReportProposal.name, () => {
  it('leaves out what the model left null or blank, and trims the rest', () => {
    expect(
      toReportProposal({
        values: [
          { field: ' revenue ', aggregation: null },
          { field: null, aggregation: null },
          { field: 'jobs', aggregation: 'count' },
        ],
        rows: ['business unit', ' '],
        columns: [],
        filters: [],
        period: null,
      }),
    ).toEqual({ values: [{ field: 'revenue' }, { field: 'jobs', aggregation: 'count' }], rows: ['business unit'] });
  });
});
