import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string };

export type LocalSmtpServer = {
  /** SMTP_URL for the server under test. */
  url: string;
  received: ReceivedMail[];
  /** The first link in the newest mail to this address, once one has arrived (waits for the mail, at most 10 s). */
  waitForLink: (to: string) => Promise<string>;
  close: () => Promise<void>;
};

/** A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps every mail it receives, parsed. */
export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const arrivalWaiters = new Set<() => void>();
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
          for (const waiter of arrivalWaiters) waiter();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForLink: (to) => {
      const findLink = () => {
        const mail = received.findLast((candidate) => candidate.to.includes(to.toLowerCase()));
        return mail ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
      };
      return new Promise<string>((resolve, reject) => {
        const check = () => {
          const link = findLink();
          if (link === undefined) return;
          arrivalWaiters.delete(check);
          clearTimeout(timer);
          resolve(link);
        };
        const timer = setTimeout(() => {
          arrivalWaiters.delete(check);
          reject(new Error(`no mail with a link reached ${to}`));
        }, 10_000);
        arrivalWaiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
