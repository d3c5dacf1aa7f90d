/** Runs a pure rule (shared/validation.ts: null when fine, else the message) as an antd validator. */
export function rule(check: (value: string) => string | null) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const problem = check(value ?? '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
