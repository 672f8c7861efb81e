import type { IncomingMessage } from "node:http";

/** The loopback addresses a socket reports (IPv4, IPv6, and IPv4 mapped into IPv6). */
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Whether `req` came over loopback: from a process on this machine. */
export const fromLoopback = (req: IncomingMessage): boolean => LOOPBACK.has(req.socket.remoteAddress ?? "");
