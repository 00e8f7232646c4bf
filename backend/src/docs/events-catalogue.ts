import { z } from 'zod';
import { domainEventCatalogue, type DomainEventDefinition } from '@dental/contracts';

const KIND_TITLES: Record<string, string> = {
  event: 'Events (conference listings)',
  speaker: 'Speakers',
  sponsor: 'Sponsors and sponsor tier names',
  submission: 'Event submissions',
  settings: 'Site settings',
};

/**
 * docs/events.md, rendered from the contracts catalogue so the document cannot drift from the
 * code: `npm run docs:events -w backend` writes it and a test fails when it is stale.
 */
export function renderEventCatalogue(catalogue: readonly DomainEventDefinition[] = domainEventCatalogue): string {
  const lines = [
    '# Domain events',
    '',
    '<!-- Generated from contracts/src/domain-events by `npm run docs:events -w backend`. Do not edit by hand. -->',
    '',
    'Every change to the product is one of these domain events, appended to the event store. Their',
    'type names are stored forever: never rename one; add a new type instead.',
    '',
    "Every domain event also carries **metadata**: `actor` (the admin's e-mail, `public` for the",
    'submission form, `system` for the purge job and demo data), `occurredAt` (ISO time),',
    '`correlationId` (the request) and `causationId` (the command, or the domain event that caused',
    'it); an undo adds `revertsPosition`.',
    '',
  ];
  const kinds = [...new Set(catalogue.map((definition) => definition.entity.kind))];
  for (const kind of kinds) {
    lines.push(`## ${KIND_TITLES[kind] ?? kind}`, '');
    for (const definition of catalogue.filter((candidate) => candidate.entity.kind === kind)) {
      lines.push(
        `### ${definition.type}`,
        '',
        definition.description,
        '',
        `Entity: ${definition.entity.kind}, id in \`${definition.entity.idField}\`.`,
        '',
        '| field | type | required |',
        '|---|---|---|',
      );
      for (const row of payloadRows(definition.data))
        lines.push(`| \`${row.field}\` | ${row.type} | ${row.required ? 'yes' : 'no'} |`);
      lines.push('');
    }
  }
  return lines.join('\n');
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: JsonSchema | boolean;
}

function payloadRows(schema: z.ZodTypeAny): Array<{ field: string; type: string; required: boolean }> {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([field, property]) => ({
    field,
    // The agenda's union of four shapes renders unreadably; name its schema instead.
    type: field === 'agenda' ? 'agenda in one of the four shapes (`AgendaSchema`) or null' : describe(property),
    required: required.has(field),
  }));
}

function describe(schema: JsonSchema): string {
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' \\| ');
  if (schema.anyOf) return [...new Set(schema.anyOf.map(describe))].join(' or ');
  if (schema.type === 'array') return `list of ${schema.items ? describe(schema.items) : 'values'}`;
  if (schema.type === 'object') {
    const keys = Object.keys(schema.properties ?? {});
    return keys.length > 0 ? `object (${keys.join(', ')})` : 'object';
  }
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return schema.type ?? 'any';
}
