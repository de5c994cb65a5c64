// The TCP server: frames messages, runs each command against the store, makes its changes durable,
// then replies. Commands run one at a time (Node's event loop), so each is atomic for every client.
import net from 'node:net';
import { runCommand } from './commands';
import { CursorRegistry } from './cursors';
import { Store } from './engine/store';
import { serverTime } from './server-timing';
import { OP_MSG, OP_QUERY, MORE_TO_COME, encodeLegacyReply, encodeMsgReply, readMessages, type Incoming } from './protocol';

export interface DevDbServer {
  server: net.Server;
  close(): Promise<void>;
}

export function createDevDbServer(store: Store): DevDbServer {
  const cursors = new CursorRegistry();
  const sockets = new Set<net.Socket>();
  let connections = 0;

  function reply(socket: net.Socket, message: Incoming, connectionId: number): void {
    if (message.opCode !== OP_MSG && message.opCode !== OP_QUERY) {
      socket.destroy(); // OP_COMPRESSED and removed legacy opcodes: never advertised, never expected
      return;
    }
    const started = performance.now();
    const result = runCommand({ store, cursors, connectionId }, message.command);
    store.commit();
    serverTime.add(performance.now() - started);
    if (message.opCode === OP_QUERY) return void socket.write(encodeLegacyReply(message.requestId, result));
    if (message.flags & MORE_TO_COME) return; // unacknowledged write: the client wants no answer
    socket.write(encodeMsgReply(message.requestId, result));
  }

  const server = net.createServer((socket) => {
    const connectionId = ++connections;
    sockets.add(socket);
    socket.setNoDelay(true);
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      try {
        const { messages, rest } = readMessages(pending);
        pending = Buffer.from(rest);
        for (const message of messages) reply(socket, message, connectionId);
      } catch (err) {
        console.error(`devdb: dropping connection ${connectionId}: ${(err as Error).message}`);
        socket.destroy();
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    server,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          store.close();
          resolve();
        });
      }),
  };
}
