import { typesOfKind } from './task.service.js';

describe(typesOfKind.name, () => {
  it.each([
    ['load-calculation', ['load-calculation', 'form-processing']],
    ['form-processing', ['form-processing', 'load-calculation']],
    ['file-processing', ['file-processing', 'excel-processing']],
    ['excel-processing', ['excel-processing', 'file-processing']],
    ['api-reporting', ['api-reporting']],
  ] as const)('finds both names of the kind of %s', (type, expected) => {
    const sut = typesOfKind(type);
    expect([...sut].sort()).toEqual([...expected].sort());
  });
});
