import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string };

export type LocalSmtpServer = {
  /** SMTP_URL for the server under test. */
  url: string;
  received: ReceivedMail[];
  /** The first link in the newest mail to this address, once one has arrived (bounded wait). */
  waitForLink: (to: string) => Promise<string>;
  close: () => Promise<void>;
};

/** A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps every mail it receives, parsed. */
export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForLink: async (to) => {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const mail = received.findLast((candidate) => candidate.to.includes(to.toLowerCase()));
        const link = mail ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
        if (link) return link;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail with a link reached ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
