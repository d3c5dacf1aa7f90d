// @ts-check
// Module Federation settings of mf_reporting (a .mjs file, not the conventions' .ts: Rspack loads configs
// with Node 20, which has no TypeScript loader). Shared singletons come from libs/mf-config.
/** @type {{ name: string, exposes: Record<string, string> }} */
export default {
  name: 'mf_reporting',
  exposes: {
    './App': './src/remote-entry.tsx',
    './TaskOverview': './src/features/task-overview/components/ReportingOverview.tsx',
    './ApiConfiguration': './src/features/api-configuration/components/ApiConfigurationEditor.tsx',
  },
};
