/**
 * The admin's socket of the engine benchmark, in a process of its own so decoding what it hears is not counted as
 * the kernel's CPU. Prints `ready` once in its rooms, then `heard <creates> <menus>` once it heard `expected` creates of
 * inbound messages (menus: the engine's own messages heard on the way).
 *
 *   node --import tsx tools/bench/engine/listener.ts <url> <token> <companyId> <expected>
 */
import { io } from 'socket.io-client';

const [url, token, companyId, expected] = process.argv.slice(2) as [string, string, string, string];
const heard = new Set<number>();
let menus = 0;
const socket = io(url, { transports: ['websocket'], reconnection: false, auth: { token } });
// the server's own `ready`: the socket has joined its rooms
socket.once('ready', () => console.log('ready'));
socket.on('connect_error', (err) => {
  console.error(`engine bench listener: ${err.message}`);
  process.exit(1);
});
socket.on(
  `company-${companyId}-appMessage`,
  (e: { action: string; message?: { id: number; fromMe: boolean } }) => {
    if (e.action !== 'create' || !e.message) return;
    if (e.message.fromMe) menus++;
    else heard.add(Number(e.message.id));
    if (heard.size === Number(expected)) {
      console.log(`heard ${heard.size} ${menus}`);
      socket.close();
    }
  },
);
