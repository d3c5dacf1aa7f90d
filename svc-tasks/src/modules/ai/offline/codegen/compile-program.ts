import type { Program } from '../program.js';

/** Program -> one self-contained Python script. SKELETON: the ai-codegen helper builds it. */
export function compileProgram(program: Program): string {
  void program;
  throw new Error('compileProgram is not built yet');
}
