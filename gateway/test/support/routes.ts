import { ROUTE_TABLE, type RouteEntry } from '../../src/routes/route-table.js';

/**
 * The served routes plus a streamed upload. No service serves a streamed route yet (the
 * gateway's STREAMED_ROUTES is empty), but the gateway's streaming stays tested on this one.
 */
export const WITH_STREAMED_UPLOAD: readonly RouteEntry[] = [
  ...ROUTE_TABLE,
  { methods: ['POST'], pattern: '/api/upload', service: 'files', streamBody: true },
];
