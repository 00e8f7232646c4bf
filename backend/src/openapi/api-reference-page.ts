import { createHash } from 'node:crypto';
import type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter } from './openapi-document';

/**
 * GET /api/docs: the OpenAPI document as one plain page, rendered once on the server. No script
 * and nothing from elsewhere (the site's Content-Security-Policy allows neither, and the server may
 * have no internet); its only style is the block below, allowed by its hash.
 */

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; color: #1f2933; margin: 0 auto; max-width: 72rem; padding: 1.5rem; }
h1 { margin-bottom: 0.25rem; }
h2 { border-bottom: 2px solid #d9e2ec; padding-bottom: 0.25rem; margin-top: 2.5rem; }
nav ul { columns: 2; padding-left: 1.2rem; }
code, .path { font-family: ui-monospace, monospace; font-size: 0.92em; }
section.operation { border: 1px solid #d9e2ec; border-radius: 6px; padding: 0.75rem 1rem; margin: 1rem 0; }
section.operation h3 { margin: 0 0 0.25rem; font-size: 1.05rem; }
.method { display: inline-block; min-width: 4.2rem; font: bold 0.8rem ui-monospace, monospace; color: #fff; border-radius: 4px; padding: 0.1rem 0.4rem; margin-right: 0.5rem; text-align: center; }
.get { background: #2f6f4f; } .post { background: #1f5f99; } .patch { background: #8a5a00; } .delete { background: #a12a2a; }
.access { color: #52606d; margin: 0.25rem 0; }
table { border-collapse: collapse; margin: 0.4rem 0; width: 100%; }
th, td { border: 1px solid #e4e7eb; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #f5f7fa; font-weight: 600; }
details { margin: 0.3rem 0; }
summary { cursor: pointer; }
.status { font-weight: 600; font-family: ui-monospace, monospace; }
.muted { color: #7b8794; }
ul.schema { margin: 0.2rem 0; padding-left: 1.2rem; }
`;

/** The Content-Security-Policy of the page: nothing but its own style block. */
export const API_REFERENCE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

export function renderApiReference(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const sections = document.tags
    .map((tag) => {
      const mine = operations.filter(({ operation }) => operation.tags.includes(tag.name));
      if (mine.length === 0) return '';
      return `<h2 id="${attr(anchor(tag.name))}">${escape(tag.name)}</h2>
<p>${prose(tag.description)}</p>
${mine.map(({ path, method, operation }) => renderOperation(path, method, operation)).join('\n')}`;
    })
    .join('\n');
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) => `<section id="schema-${attr(name)}"><h3><code>${escape(name)}</code></h3>
${typeof schema.description === 'string' ? `<p>${prose(schema.description)}</p>` : ''}${renderSchema(schema)}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} API</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escape(document.info.title)} API</h1>
<p>${prose(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<nav><ul>
${document.tags.map((tag) => `<li><a href="#${attr(anchor(tag.name))}">${escape(tag.name)}</a></li>`).join('\n')}
<li><a href="#schemas">Schemas</a></li>
</ul></nav>
${sections}
<h2 id="schemas">Schemas</h2>
${schemas}
</body>
</html>
`;
}

function renderOperation(path: string, method: string, operation: OpenApiOperation): string {
  const access = operation['x-roles']
    ? `Signed in (session cookie) as: ${operation['x-roles'].join(', ')}.`
    : 'Public: no sign-in.';
  const body = operation.requestBody;
  return `<section class="operation" id="${attr(operation.operationId)}">
<h3><span class="method ${attr(method)}">${escape(method.toUpperCase())}</span><span class="path">${escape(path)}</span></h3>
<p>${prose(operation.summary)}</p>
${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
<p class="access">${escape(access)}</p>
${operation.parameters ? renderParameters(operation.parameters) : ''}
${
  body
    ? Object.entries(body.content)
        .map(
          ([type, { schema }]) =>
            `<details open><summary>Request body <code>${escape(type)}</code>${body.required ? '' : ' (optional)'}</summary>${renderSchema(schema)}</details>`,
        )
        .join('\n')
    : ''
}
<table><thead><tr><th>Status</th><th>Meaning</th><th>Body</th></tr></thead><tbody>
${Object.entries(operation.responses)
  .map(
    ([status, response]) =>
      `<tr><td class="status">${escape(status)}</td><td>${prose(response.description)}</td><td>${Object.entries(
        response.content ?? {},
      )
        .map(([type, { schema }]) => `<code>${escape(type)}</code> ${renderType(schema)}`)
        .join('<br>')}</td></tr>`,
  )
  .join('\n')}
</tbody></table>
</section>`;
}

function renderParameters(parameters: OpenApiParameter[]): string {
  return `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Description</th></tr></thead><tbody>
${parameters
  .map(
    (parameter) =>
      `<tr><td><code>${escape(parameter.name)}</code>${parameter.required ? ' <span class="muted">required</span>' : ''}</td><td>${escape(parameter.in)}</td><td>${renderType(parameter.schema)}</td><td>${prose(parameter.description ?? '')}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`;
}

/** An object's properties as a table (nested objects inside), anything else as its type in one line. */
function renderSchema(schema: JsonSchema): string {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return `<p>${renderType(schema)}</p>`;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead><tbody>
${Object.entries(properties)
  .map(
    ([name, property]) =>
      `<tr><td><code>${escape(name)}</code>${required.has(name) ? '' : ' <span class="muted">optional</span>'}</td><td>${renderType(property)}</td><td>${prose(typeof property.description === 'string' ? property.description : '')}</td></tr>`,
  )
  .join('\n')}
</tbody></table>${schema.additionalProperties === false ? '<p class="muted">No other fields are accepted.</p>' : ''}`;
}

/** A schema's type in words: a link for a named schema, `array of …`, `one of …`, limits in brackets. */
function renderType(schema: JsonSchema, depth = 0): string {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() ?? '';
    return `<a href="#schema-${attr(name)}"><code>${escape(name)}</code></a>`;
  }
  if (depth > 4) return '…';
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return `one of: ${alternatives.map((each) => renderType(each, depth + 1)).join(' | ')}`;
  if (Array.isArray(schema.enum))
    return schema.enum.map((value) => `<code>${escape(JSON.stringify(value))}</code>`).join(' | ');
  if (schema.const !== undefined) return `<code>${escape(JSON.stringify(schema.const))}</code>`;
  const type = Array.isArray(schema.type)
    ? schema.type.join(' or ')
    : typeof schema.type === 'string'
      ? schema.type
      : 'any value';
  if (schema.type === 'array' && schema.items) return `array of ${renderType(schema.items as JsonSchema, depth + 1)}`;
  if (schema.properties) return `<details><summary>object</summary>${renderSchema(schema)}</details>`;
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    return `object of ${renderType(schema.additionalProperties as JsonSchema, depth + 1)} by key`;
  const limits = ['minLength', 'maxLength', 'minimum', 'maximum', 'maxItems', 'pattern', 'format', 'default']
    .filter((key) => schema[key] !== undefined)
    .map((key) => `${key} ${JSON.stringify(schema[key])}`);
  return `${escape(type)}${limits.length > 0 ? ` <span class="muted">(${escape(limits.join(', '))})</span>` : ''}`;
}

/** Escaped text, with `code` in backticks shown as code, as the descriptions write it. */
function prose(text: string): string {
  return escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function anchor(name: string): string {
  return `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function escape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const attr = escape;
