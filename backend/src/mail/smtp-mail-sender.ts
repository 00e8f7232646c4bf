import nodemailer, { type Transporter } from 'nodemailer';
import { MailMessage, MailSender } from './mail-sender.port';

/** Sends through the SMTP server of SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS from the start). */
export class SmtpMailSender extends MailSender {
  readonly deliveredBy = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    options: { timeoutMs?: number } = {},
  ) {
    super();
    const timeout = options.timeoutMs ?? 20_000;
    // One connection per message: the reactor sends a few messages at a time, and a pooled
    // connection dropped by the server would fail the next message for nothing.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    } as nodemailer.TransportOptions);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  override close(): Promise<void> {
    this.transport.close();
    return Promise.resolve();
  }
}
