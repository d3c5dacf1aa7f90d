// The platform's services, as libs/contracts/src/topology.json writes them once for every reader
// (the gateway through @milestone/contracts/topology). Read from the file, with Node built-ins
// only: npm start reads it before the dependencies are installed.
import { readFileSync } from 'node:fs';

const file = new URL('../../../libs/contracts/src/topology.json', import.meta.url);

/** [{ key, project, displayName, port, portSetting, urlSetting, database, workers }] */
export const TOPOLOGY = JSON.parse(readFileSync(file, 'utf8')).services;
