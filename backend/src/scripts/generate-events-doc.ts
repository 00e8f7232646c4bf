import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderEventCatalogue } from '../docs/events-catalogue';

const target = resolve(__dirname, '../../../docs/events.md');
writeFileSync(target, renderEventCatalogue());
console.log(`Wrote ${target}`);
