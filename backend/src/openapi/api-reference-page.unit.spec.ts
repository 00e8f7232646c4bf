import { renderApiReference } from './api-reference-page';
import type { OpenApiDocument } from './openapi-document';

const hostile = '<script>alert("x")</script> & \'quoted\'';

function documentWith(text: string): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: text, version: '1', description: `About \`code\` ${text}` },
    tags: [{ name: 'Events', description: text }],
    paths: {
      '/api/things/{id}': {
        get: {
          operationId: 'getThing',
          summary: text,
          description: text,
          tags: ['Events'],
          parameters: [{ name: 'id', in: 'path', required: true, description: text, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: text,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
            },
          },
          security: [{ session: [] }],
          'x-roles': ['owner', 'editor'],
        },
      },
    },
    components: {
      schemas: {
        Thing: {
          type: 'object',
          description: text,
          properties: {
            name: { type: 'string', description: text, maxLength: 10 },
            kind: { type: 'string', enum: ['a', text] },
            tags: { type: 'array', items: { type: 'string' } },
          },
          required: ['name'],
          additionalProperties: false,
        },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'c', description: text } },
    },
  };
}

describe('the API reference page', () => {
  it('escapes every text it takes from the description', () => {
    const html = renderApiReference(documentWith(hostile));
    expect(html).not.toContain('<script');
    expect(html).not.toContain("'quoted'");
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;');
  });

  it('shows an operation with its access, parameters, answers and the fields of its schemas', () => {
    const html = renderApiReference(documentWith('Thing'));
    expect(html).toContain('<span class="method get">GET</span><span class="path">/api/things/{id}</span>');
    expect(html).toContain('Signed in (session cookie) as: owner, editor.');
    expect(html).toContain('<td><code>id</code> <span class="muted">required</span></td><td>path</td>');
    expect(html).toContain('<a href="#schema-Thing"><code>Thing</code></a>');
    expect(html).toContain('<section id="schema-Thing">');
    expect(html).toContain(
      '<td><code>kind</code> <span class="muted">optional</span></td><td><code>&quot;a&quot;</code>',
    );
    expect(html).toContain('array of string');
    expect(html).toContain('No other fields are accepted.');
    expect(html).toContain('About <code>code</code> Thing');
  });
});
