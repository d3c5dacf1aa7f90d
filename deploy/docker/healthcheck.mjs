// The images' HEALTHCHECK: `node healthcheck.mjs <PORT_SETTING> <path>` GETs
// http://127.0.0.1:<the port that setting holds><path>, healthy on a 2xx within 3 s. The port is
// read from the process's own setting, so an image started on another port checks that one.
// Node's fetch: the slim images have no curl or wget.
const [setting, path] = process.argv.slice(2);
const port = process.env[setting];
try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(3_000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
