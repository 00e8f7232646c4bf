import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { domainEventCatalogue } from '@dental/contracts';
import { renderEventCatalogue } from './events-catalogue';

describe('docs/events.md', () => {
  it('is up to date with the contracts catalogue (run `npm run docs:events -w backend`)', () => {
    const onDisk = readFileSync(resolve(__dirname, '../../../docs/events.md'), 'utf8');
    expect(onDisk).toBe(renderEventCatalogue());
  });

  it('lists every domain event type exactly once', () => {
    const types = domainEventCatalogue.map((definition) => definition.type);
    expect(new Set(types).size).toBe(types.length);
    const rendered = renderEventCatalogue();
    for (const type of types) expect(rendered).toContain(`### ${type}\n`);
  });
});
