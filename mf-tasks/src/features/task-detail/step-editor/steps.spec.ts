import { describe, expect, it } from '@jest/globals';
import { addStep, canDeleteStep, deleteStep, editorSteps, moveStep, parseInstructions, serializeSteps, updateStep } from './steps.js';

const three = [
  { id: 'a', content: 'one' },
  { id: 'b', content: 'two' },
  { id: 'c', content: 'three' },
];
const contents = (steps: { content: string }[]) => steps.map((s) => s.content);

describe(parseInstructions.name, () => {
  it('reads JSON steps with their ids', () => {
    expect(
      parseInstructions(
        JSON.stringify([
          { id: 'x', content: 'Open file' },
          { id: 'y', content: 'Sum' },
        ]),
      ),
    ).toEqual([
      { id: 'x', content: 'Open file' },
      { id: 'y', content: 'Sum' },
    ]);
  });

  it('reads a JSON list of texts', () => {
    expect(parseInstructions('["a","b"]')).toEqual([
      { id: 'step-1', content: 'a' },
      { id: 'step-2', content: 'b' },
    ]);
  });

  it('splits legacy plain text by lines, skipping blank ones', () => {
    expect(contents(parseInstructions('Open the sheet\r\n\n  Total column B  \nSave'))).toEqual(['Open the sheet', 'Total column B', 'Save']);
  });

  it('reads nothing from empty instructions, and the editor starts with one empty step', () => {
    expect(parseInstructions(null)).toEqual([]);
    expect(parseInstructions('  ')).toEqual([]);
    expect(editorSteps(null)).toEqual([{ id: 'step-1', content: '' }]);
  });

  it('round-trips through the stored JSON text', () => {
    expect(parseInstructions(serializeSteps(three))).toEqual(three);
  });
});

describe('step operations', () => {
  it('moves a step up and down, and not past the ends', () => {
    expect(contents(moveStep(three, 1, -1))).toEqual(['two', 'one', 'three']);
    expect(contents(moveStep(three, 1, 1))).toEqual(['one', 'three', 'two']);
    expect(moveStep(three, 0, -1)).toBe(three);
    expect(moveStep(three, 2, 1)).toBe(three);
  });

  it('deletes a step, but never the last one left', () => {
    expect(contents(deleteStep(three, 1))).toEqual(['one', 'three']);
    const one = [{ id: 'a', content: 'only' }];
    expect(canDeleteStep(one)).toBe(false);
    expect(canDeleteStep(three)).toBe(true);
    expect(deleteStep(one, 0)).toBe(one);
  });

  it('adds an empty step with an unused id', () => {
    const steps = addStep([{ id: 'step-2', content: 'x' }]);
    expect(steps).toHaveLength(2);
    expect(steps[1]!.content).toBe('');
    expect(steps[1]!.id).not.toBe('step-2');
    expect(new Set(addStep(addStep(steps)).map((s) => s.id)).size).toBe(4);
  });

  it('edits one step and leaves the others', () => {
    expect(contents(updateStep(three, 2, 'THREE'))).toEqual(['one', 'two', 'THREE']);
    expect(three[2]!.content).toBe('three');
  });
});
