import nodemailer from 'nodemailer';
import { recoveryLinkLifetimeMinutes } from './password-recovery.ts';

/** Sends the product's emails; today only the password-reset link. */
export type Mailer = {
  sendPasswordRecovery: (to: string, link: string) => Promise<void>;
  close: () => void;
};

/** A mailer for the SMTP server in SMTP_URL (`smtp://user:password@host:587`, or `smtps://…:465` for TLS from the start). */
export function createMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    sendPasswordRecovery: async (to, link) => {
      await transport.sendMail({
        from: options.from,
        to,
        subject: 'Reset your password',
        text: [
          'Someone asked to reset the password of your Cover Letter Generator account.',
          '',
          `To choose a new password, open this link within ${recoveryLinkLifetimeMinutes} minutes:`,
          '',
          link,
          '',
          'If it was not you, ignore this email: your password stays as it is.',
        ].join('\n'),
      });
    },
    close: () => transport.close(),
  };
}
