// Finds the first port of the stack that something else already holds, before any part is started:
// a part that cannot listen would otherwise die with a stack trace while the rest claims to be ready.
import net from 'node:net';

/** Resolves null when the port can be listened on, else the error code (EADDRINUSE, EACCES, …). */
function probe(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (err) => resolve(err.code ?? 'ERROR'));
    // No host: the same dual-stack "any address" the services listen on, so a program on 127.0.0.1 or
    // on ::1 is found as well as one on every interface.
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** The parts of the stack and their ports, in start order (the database only when it is embedded). */
export function stackPorts(config) {
  const parts = [];
  if (!config.externalMongoUri) parts.push({ part: 'the embedded database (devdb)', port: config.dbPort, internal: true });
  for (const [name, port] of Object.entries(config.servicePorts)) parts.push({ part: `the ${name} service`, port, internal: true });
  for (const [name, port] of Object.entries(config.metricsPorts))
    parts.push({ part: `the ${name}'s metrics listener`, port, internal: true });
  parts.push({ part: "the public remote's server", port: config.publicRemotePort, internal: true });
  parts.push({ part: 'the gateway', port: config.port, internal: false });
  return parts;
}

/** The one line to print for a port that is taken: which port, which part needs it, how to move it. */
export function describeBusyPort({ part, port, internal, code }, config) {
  const why = code === 'EADDRINUSE' ? 'is already in use by another program' : `cannot be listened on (${code})`;
  const first = config.servicePorts.auth;
  const last = Math.max(config.publicRemotePort, ...Object.values(config.metricsPorts));
  const move = internal
    ? `move the stack's internal ports (now ${first}-${last}) with INTERNAL_PORT_BASE, e.g. INTERNAL_PORT_BASE=${first + 100} npm start` +
      (config.internalPortBaseSet ? '' : ` (or the whole stack with PORT=${config.port + 100})`)
    : `move the site with PORT, e.g. PORT=${config.port + 100} npm start`;
  return `Cannot start: port ${port} ${why}; ${part} needs it. Stop that program, or ${move}.`;
}

/** The first part whose port is not free, with the reason, or null when every port is free. */
export async function findBusyPort(config) {
  for (const entry of stackPorts(config)) {
    const code = await probe(entry.port);
    if (code) return { ...entry, code };
  }
  return null;
}
