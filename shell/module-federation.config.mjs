// @ts-check
// Module Federation settings of the shell (a .mjs file, not the conventions' .ts: Rspack loads
// configs with Node 20, which has no TypeScript loader). The shell lists no remotes: it reads
// /mf/registry.json at run time and registers them then.
/** @type {{ name: string, exposes: Record<string, string> }} */
export default {
  name: 'shell',
  exposes: {},
};
