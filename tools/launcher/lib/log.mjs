// Output helpers: every line of a child process is prefixed with its name, so the interleaved
// output of the platform stays readable.
import { createInterface } from 'node:readline';

const COLORS = [36, 33, 35, 32, 34, 91, 96, 93];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const assigned = new Map();

function paint(name, text) {
  if (!useColor) return text;
  if (!assigned.has(name)) assigned.set(name, COLORS[assigned.size % COLORS.length]);
  return `\x1b[${assigned.get(name)}m${text}\x1b[0m`;
}

/** A logger that writes `name | message` lines. */
export function createLog(name = 'launcher', write = (line) => process.stdout.write(`${line}\n`)) {
  const prefix = (label) => paint(label, label.padEnd(14).slice(0, 14));
  const log = (message) => write(`${prefix(name)} | ${message}`);
  log.line = (label, message) => write(`${prefix(label)} | ${message}`);
  log.error = (message) => write(`${prefix(name)} | ${paint('error', `error: ${message}`)}`);
  return log;
}

/** Forwards a readable stream line by line to the log under `label`. */
export function pipeLines(stream, label, log) {
  if (!stream) return;
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => log.line(label, line));
}
