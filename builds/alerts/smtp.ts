/** Sends alert e-mails through an SMTP server with nodemailer (`--smtp smtp[s]://user:pass@host:port`). */
import nodemailer from 'nodemailer';
import type { AlertMessage } from './messages.ts';

export function smtpSender(url: string): { send: (message: AlertMessage, from: string) => Promise<void>; close: () => void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message, from) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        // One-click unsubscribe clients show (RFC 2369): a reply to the broker.
        ...(message.unsubscribe ? { list: { unsubscribe: message.unsubscribe } } : {}),
      });
    },
    close: () => transport.close(),
  };
}
