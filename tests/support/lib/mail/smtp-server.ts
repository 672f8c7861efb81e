import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";

/** A mail the test SMTP server accepted, parsed, with the envelope's recipients. */
export interface Received {
  rcptTo: string[];
  mail: ParsedMail;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` with STARTTLS off, as SMTP_URL takes it. */
  url: string;
  received: Received[];
  /** How many messages were offered (accepted or refused). */
  offered(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port in the test process. `refuse(n)` is asked for the n-th
 * message offered (from 1): an SMTP reply code (e.g. 451, 550) refuses it with that code,
 * undefined accepts it.
 */
export async function startTestSmtpServer(refuse: (n: number) => number | undefined = () => undefined): Promise<TestSmtpServer> {
  const received: Received[] = [];
  let offered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const n = ++offered;
      simpleParser(stream).then(
        (mail) => {
          const code = refuse(n);
          if (code !== undefined) return callback(Object.assign(new Error(`refused by the test server (${code})`), { responseCode: code }));
          received.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    offered: () => offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
