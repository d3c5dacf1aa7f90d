import { classifyRunMessage } from './run-message.js';

describe('what a message on a run asks for', () => {
  it.each([
    'why did it fail',
    'Why did this run fail?',
    'what went wrong?',
    'What happened here',
    'Could you explain why it failed?',
    'explain the error',
    'how come it stopped?',
    'Is the input file wrong?',
    'which column is missing?',
    'What columns does the file have?',
    'fix it',
    'Please fix it',
    'can you repair the script?',
    'update the script so it works',
    'make it work',
    'try again',
    'thanks!',
    '',
  ])('"%s" asks about the run: it gets the diagnosis', (message) => {
    expect(classifyRunMessage(message)).toBe('diagnosis');
  });

  it.each([
    'add a column with the number of days worked',
    'Add a column Days Worked = Hours / 8',
    'please remove that step and fix it',
    'remove that step and fix it',
    'fix it by removing that step',
    'get rid of the step that failed, then run it again',
    'sort by date instead',
    'Sort by Date, newest first',
    'make it also total the hours',
    'It should also count the jobs per technician',
    'Can you group by Team instead of Technician?',
    'I want it to keep only approved rows',
    'delete step 2',
    'drop the duplicates step',
    'rename Hrs to Hours',
    'change the output to CSV',
    'save it as CSV',
    'fix it and add a column with the total',
    'ignore the rows with no date',
    'filter out cancelled jobs',
  ])('"%s" asks to change the task: it gets new steps and script', (message) => {
    expect(classifyRunMessage(message)).toBe('change');
  });
});
