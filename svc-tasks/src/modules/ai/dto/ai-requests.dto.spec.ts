import { createValidationPipe } from '@milestone/nest-kit';
import { CreateWithAiDto, GeneratePlanDto, GenerateRequirementsDto, ImplementTaskDto } from './ai-requests.dto.js';
import { StepsAiRequestDto } from '../../steps/dto/ai-request.dto.js';

type Dto = typeof GenerateRequirementsDto | typeof GeneratePlanDto | typeof ImplementTaskDto | typeof CreateWithAiDto | typeof StepsAiRequestDto;

/** The message the service answers for `body`, or null when it passes. */
async function messageOf(metatype: Dto, body: unknown): Promise<string | null> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype });
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

const PLAN = {
  name: 'Hours',
  description: '',
  type: 'excel-processing',
  estimatedComplexity: 'low',
  features: [],
  sections: [],
  dataFlow: ['Read the file'],
  apiEndpoints: [],
};

describe("the AI builder's request bodies", () => {
  it.each([
    ['no description', GenerateRequirementsDto, { taskType: 'excel-processing' }, 'Description is required'],
    ['a blank description', GenerateRequirementsDto, { description: ' \n ', taskType: 'excel-processing' }, 'Description is required'],
    [
      'a description of 4001 characters',
      GenerateRequirementsDto,
      { description: 'x'.repeat(4001), taskType: 'excel-processing' },
      'Description must be at most 4000 characters',
    ],
    [
      'a management type',
      GenerateRequirementsDto,
      { description: 'a', taskType: 'load-calculation' },
      'Task type must be one of form-processing, excel-processing, api-reporting',
    ],
    [
      'answers that are a list',
      GeneratePlanDto,
      { description: 'a', taskType: 'api-reporting', requirements: [] },
      'Requirements must be an object of answers by question id',
    ],
    ['no plan', ImplementTaskDto, {}, 'Plan is required'],
    ['a plan that is text', ImplementTaskDto, { plan: 'do it' }, 'Plan is required'],
    ['a plan that is a list', ImplementTaskDto, { plan: [PLAN] }, 'Plan is required'],
    ['a plan without a name', ImplementTaskDto, { plan: { ...PLAN, name: ' ' } }, 'Plan name is required'],
    ['a plan whose sections are not a list', ImplementTaskDto, { plan: { ...PLAN, sections: 'x' } }, 'Plan sections must be a list'],
    ['a plan section that is text', ImplementTaskDto, { plan: { ...PLAN, sections: ['Overview'] } }, 'Each plan section needs a title'],
    [
      'a plan section without a title',
      ImplementTaskDto,
      { plan: { ...PLAN, sections: [{ description: '', type: 'text' }] } },
      'Each plan section needs a title',
    ],
    ['a plan with an unknown field', ImplementTaskDto, { plan: { ...PLAN, owner: 'me' } }, 'property owner should not exist'],
    ['no prompt', CreateWithAiDto, { taskName: 'a' }, 'Prompt is required'],
    ['no task name', CreateWithAiDto, { prompt: 'a' }, 'Task name is required'],
    ['a blank request', StepsAiRequestDto, { request: '   ' }, 'Request is required'],
    ['a request of 2001 characters', StepsAiRequestDto, { request: 'x'.repeat(2001) }, 'Request must be at most 2000 characters'],
  ] as const)('refuses %s', async (_case, dto, body, message) => {
    expect(await messageOf(dto, body)).toBe(message);
  });

  it('takes a plan as generate-task-plan answered it (its notes included) and trims the texts', async () => {
    expect(
      await messageOf(ImplementTaskDto, { plan: { ...PLAN, notes: ['"look up on Google Maps" was not understood'] }, requirements: { blanks: 'skip' } }),
    ).toBeNull();
    const dto = (await createValidationPipe().transform(
      { prompt: '  Sort by Date  ', taskName: ' Jobs ' },
      { type: 'body', metatype: CreateWithAiDto },
    )) as CreateWithAiDto;
    expect(dto).toEqual({ prompt: 'Sort by Date', taskName: 'Jobs' });
  });
});

describe("the builder's sample file", () => {
  const SAMPLE = {
    fileName: 'timesheet.csv',
    sheets: [
      {
        name: 'timesheet',
        columns: ['Technician', 'Hours'],
        rows: [
          ['Jordan', '8'],
          ['Alex', 7.5],
          [null, true],
        ],
      },
    ],
  };
  const body = (sample: unknown) => ({ description: 'Total the hours', taskType: 'excel-processing', sample });

  it('is taken by every route of the builder, and may be left out', async () => {
    await expect(messageOf(GenerateRequirementsDto, body(SAMPLE))).resolves.toBeNull();
    await expect(messageOf(GeneratePlanDto, { ...body(SAMPLE), requirements: { 'clarify-1': 'Technician' } })).resolves.toBeNull();
    await expect(messageOf(ImplementTaskDto, { plan: { ...PLAN, notes: [] }, sample: SAMPLE })).resolves.toBeNull();
    await expect(messageOf(CreateWithAiDto, { prompt: 'Total the hours', taskName: 'Hours', sample: SAMPLE })).resolves.toBeNull();
    await expect(messageOf(GenerateRequirementsDto, { description: 'Total the hours', taskType: 'excel-processing' })).resolves.toBeNull();
  });

  it.each([
    ['not an object', 'timesheet.csv', 'Sample must be an object with fileName and sheets'],
    ['without a file name', { sheets: SAMPLE.sheets }, 'Sample fileName must be a text of 1 to 255 characters'],
    ['without sheets', { fileName: 'a.csv', sheets: [] }, 'Sample sheets must be a list of 1 to 10 sheets'],
    [
      'a column not a text',
      { fileName: 'a.csv', sheets: [{ name: 'a', columns: [1], rows: [] }] },
      "A sample sheet's columns must be a list of at most 60 texts of at most 255 characters",
    ],
    [
      'too many rows',
      { fileName: 'a.csv', sheets: [{ name: 'a', columns: ['A'], rows: Array.from({ length: 21 }, () => ['x']) }] },
      "A sample sheet's rows must be a list of at most 20 rows",
    ],
    [
      'a cell that is an object',
      { fileName: 'a.csv', sheets: [{ name: 'a', columns: ['A'], rows: [[{ x: 1 }]] }] },
      'Each sample row must be a list of at most 60 cells: texts of at most 255 characters, numbers, true/false or null',
    ],
  ])('is refused with a clear message when it is %s', async (_case, sample, message) => {
    await expect(messageOf(GenerateRequirementsDto, body(sample))).resolves.toBe(message);
  });
});
