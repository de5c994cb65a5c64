// The TCP server: frames messages, runs each command against the store, makes its changes durable,
// then replies. Commands run one at a time (Node's event loop), so each is atomic for every client.
import net from 'node:net';
import type { Document } from 'bson';
import { runCommand } from './commands';
import { CursorRegistry } from './cursors';
import type { Store } from './engine/store';
import { serverTime } from './server-timing';
import { FrameReader, MORE_TO_COME, OP_MSG, OP_QUERY, encodeLegacyReply, encodeMsgReply, parseMessage } from './protocol';

export interface DevDbServer {
  server: net.Server;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** How often documents past their TTL index date are deleted (MongoDB: every 60 s). */
  ttlMonitorIntervalMs?: number;
}

export function createDevDbServer(store: Store, { ttlMonitorIntervalMs = 1000 }: ServerOptions = {}): DevDbServer {
  const cursors = new CursorRegistry();
  const sockets = new Set<net.Socket>();
  let connections = 0;

  /** Runs a command and makes its changes durable; a journal that cannot be written is not an acknowledgement. */
  function execute(command: Document, connectionId: number): Document {
    const result = runCommand({ store, cursors, connectionId }, command);
    try {
      store.commit();
    } catch (err) {
      console.error(`devdb: could not write the journal: ${(err as Error).message}`);
      return { ok: 0, code: 1, codeName: 'InternalError', errmsg: `devdb could not write its journal: ${(err as Error).message}` };
    }
    return result;
  }

  function handle(socket: net.Socket, frame: Buffer, connectionId: number): void {
    const started = performance.now();
    const message = parseMessage(frame);
    if (message.opCode !== OP_MSG && message.opCode !== OP_QUERY) {
      // OP_COMPRESSED is never offered in hello, and the other legacy opcodes are gone from MongoDB 6.
      throw new Error(`unsupported opCode ${message.opCode}`);
    }
    const result = execute(message.command, connectionId);
    serverTime.add(performance.now() - started);
    if (message.opCode === OP_QUERY) socket.write(encodeLegacyReply(message.requestId, result));
    else if (!(message.flags & MORE_TO_COME)) socket.write(encodeMsgReply(message.requestId, result)); // moreToCome: no answer wanted
  }

  const server = net.createServer((socket) => {
    const connectionId = ++connections;
    sockets.add(socket);
    socket.setNoDelay(true);
    const reader = new FrameReader();
    socket.on('data', (chunk: Buffer) => {
      try {
        for (const frame of reader.push(chunk)) handle(socket, frame, connectionId);
      } catch (err) {
        console.error(`devdb: closing connection ${connectionId}: ${(err as Error).message}`);
        socket.destroy();
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  });

  const ttlMonitor = setInterval(() => {
    try {
      if (store.expire() > 0) store.commit();
    } catch (err) {
      console.error(`devdb: TTL monitor: ${(err as Error).message}`);
    }
  }, ttlMonitorIntervalMs);
  ttlMonitor.unref();

  // The indexes a start-up left to be built on first use are built once the server listens, one per
  // turn of the event loop, so the first requests rarely wait for one and a query in between waits for
  // one index at most.
  const warming = store.indexesToBuild();
  let warmTimer: NodeJS.Immediate | null = null;
  const warmNext = () => {
    warmTimer = warming.next().done ? null : setImmediate(warmNext);
  };
  server.once('listening', () => (warmTimer = setImmediate(warmNext)));

  return {
    server,
    close: () =>
      new Promise((resolve) => {
        clearInterval(ttlMonitor);
        if (warmTimer) clearImmediate(warmTimer);
        for (const socket of sockets) socket.destroy();
        const finish = () => {
          store.close();
          resolve();
        };
        if (server.listening) server.close(finish);
        else finish();
      }),
  };
}
