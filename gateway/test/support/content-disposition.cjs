// jest cannot require() an ES module (content-disposition 3 is ESM only; Node 20.19+ can, so
// the running gateway uses the real package). @fastify/static needs it only for reply.download(),
// which the gateway does not use; this stand-in keeps the module loadable under jest.
'use strict';
function create(filename) {
  return `attachment; filename="${String(filename ?? '').replace(/[^\x20-\x7e]|"/g, '?')}"`;
}
module.exports = { create };
