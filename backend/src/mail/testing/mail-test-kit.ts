import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { OutboxMessage, OutboxStore } from '../../shared/shared-state/outbox-store.port';
import type { TestApp } from '../../testing/test-app';
import { MailDispatcher } from '../mail-dispatcher';
import { MAIL_CHECKPOINT } from '../mail-reactor';

/**
 * Resolves once the mail reactor has handled every domain event in the log and the dispatcher has
 * sent what was due: what a test reads next is all the mail there will be for now.
 */
export async function mailSettled(app: TestApp, timeoutMs = 5000): Promise<void> {
  const outbox = app.get(OutboxStore);
  const head = await app.get(EventStore).headPosition();
  const deadline = Date.now() + timeoutMs;
  while (((await outbox.checkpoint(MAIL_CHECKPOINT)) ?? -1) < head) {
    if (Date.now() > deadline) throw new Error(`the mail reactor did not reach position ${head}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await app.get(MailDispatcher).deliverDue();
}

/** The messages to one address, oldest first, once mail has settled. */
export async function mailTo(app: TestApp, to: string): Promise<OutboxMessage[]> {
  await mailSettled(app);
  return (await app.get(OutboxStore).list(500)).filter((message) => message.to === to).reverse();
}
