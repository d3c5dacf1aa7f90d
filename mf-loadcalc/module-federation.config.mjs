// @ts-check
// Module Federation settings of mf_loadcalc (a .mjs file, not the conventions' .ts: Rspack loads configs
// with Node 20, which has no TypeScript loader). Shared singletons come from libs/mf-config.
/** @type {{ name: string, exposes: Record<string, string> }} */
export default {
  name: 'mf_loadcalc',
  exposes: {
    './App': './src/remote-entry.tsx',
    './SavedCalculations': './src/features/saved-calculations/components/SavedCalculations.tsx',
    './LoadCalculationForm': './src/features/load-form/components/LoadCalculationForm.tsx',
  },
};
