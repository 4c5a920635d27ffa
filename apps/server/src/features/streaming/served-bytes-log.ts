// What nginx sent through links it checked alone, as it logs them over syslog (deploy/nginx.conf,
// log_format sada_bytes): one datagram per response, "sada-bytes <link id> <file size> <bytes>"
// at the end of the syslog line. The bytes count toward plays as the app's own do
// (docs/decisions/008-plays-from-served-bytes.md). Listen on the loopback only: whoever can send
// here can add bytes to a link. Instances on one machine share the port (each datagram reaches
// one of them).
import { createSocket } from 'node:dgram';

const line =
  /sada-bytes ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}) (\d{1,15}) (\d{1,15})\s*$/i;

export interface ServedBytes {
  linkId: string;
  fileBytes: number;
  bytes: number;
}

/** One syslog line from nginx, or null when it is not a well-formed report. */
export function parseServedBytes(text: string): ServedBytes | null {
  const [, linkId, size, sent] = line.exec(text) ?? [];
  if (!linkId || !size || !sent) return null;
  const fileBytes = Number(size);
  const bytes = Number(sent);
  // nginx never sends more than the file holds; a line that says so was not nginx's.
  if (bytes > fileBytes) return null;
  return { linkId: linkId.toLowerCase(), fileBytes, bytes };
}

export interface ServedBytesLog {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  port: number;
  close(): Promise<void>;
}

export async function listenForServedBytes(opts: {
  host: string;
  port: number;
  record(report: ServedBytes): void;
  /** A datagram that is not a report (its text is never passed on: it may be anyone's). */
  onMalformed(): void;
  onError(error: Error): void;
}): Promise<ServedBytesLog> {
  const socket = createSocket({ type: 'udp4', reusePort: true });
  socket.on('error', (error) => opts.onError(error));
  socket.on('message', (message) => {
    const report = parseServedBytes(message.toString('latin1'));
    if (report) opts.record(report);
    else opts.onMalformed();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind({ address: opts.host, port: opts.port }, () => {
      socket.off('error', reject);
      resolve();
    });
  });
  socket.unref();
  return {
    port: socket.address().port,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
