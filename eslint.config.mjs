// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import tseslint from 'typescript-eslint';
import { INFRASTRUCTURE } from './tools/domain-cycles.mjs';

const root = import.meta.dirname;

/** Turns a literal path into a regular expression that matches it and nothing else. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sub-folders of a folder under the repository root (none when it does not exist). */
function folders(path) {
  try {
    return readdirSync(join(root, path), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Every folder under a folder, itself included, as repository-relative POSIX paths. */
function folderTree(path) {
  return [path, ...folders(path).flatMap((name) => folderTree(`${path}/${name}`))];
}

/**
 * Import boundaries of the domain code: a decider is pure, so it sees the contracts, Node's crypto
 * (ids), its own folder and the shared domain helpers, never infrastructure (stores, HTTP, Nest, other
 * domains). Its tests may also use the given/when/then harness.
 */
const domainImports = (allowed) => ({
  patterns: [
    {
      regex: `^(?!(${allowed.join('|')})$)`,
      message:
        'Domain code imports only @dental/contracts, node:crypto, files in its own folder and backend/src/shared/domain/ (docs/architecture.md).',
    },
  ],
});
const domainAllowed = ['@dental/contracts', 'node:crypto', '\\./[^/]+', '\\.\\./\\.\\./shared/domain/[^/]+'];

/**
 * Import boundaries between backend domains: a domain uses another only through that domain's
 * index.ts, its public module API (`../events`, never `../events/events.queries`); tests and test
 * helpers may reach further. The folders of tools/domain-cycles.mjs's INFRASTRUCTURE are not
 * domains and are open to all; that tool (run by `npm test`) refuses any circle between domains.
 * One block per folder, since no-restricted-imports compares the import as written.
 */
const backendSrc = 'backend/src';
const backendDomains = folders(backendSrc).filter((name) => !INFRASTRUCTURE.includes(name));

function backendBoundaries(folder) {
  const [domain] = relative(backendSrc, folder).split('/');
  return {
    patterns: backendDomains
      .filter((other) => other !== domain)
      .map((other) => ({
        regex: `^${literal(posix.relative(folder, `${backendSrc}/${other}`))}/`,
        message: `A domain uses ${other}/ only through its index.ts (import '${posix.relative(folder, `${backendSrc}/${other}`)}'); docs/architecture.md.`,
      })),
  };
}

/**
 * Import boundaries of the frontend (frontend/README.md), for the files of one folder under
 * frontend/src. ESLint's no-restricted-imports compares the import as written, so each folder gets
 * the relative prefixes that lead from it into forbidden places; one block per folder because a
 * later block's options replace an earlier one's for the same rule.
 * - Public code (everything outside features/admin) never imports the admin area, so no admin code
 *   reaches a public page's bundle; app/pages.ts loads the admin routes lazily and is allowed.
 * - A feature uses another feature only through that feature's api/ and components/.
 * - An admin screen (features/admin/<screen>/) uses another admin screen only through its api/ and
 *   components/; shared admin pieces live in features/admin/api and features/admin/components.
 * Dynamic import() is not checked by no-restricted-imports; lazy page loading is in app/ only.
 */
const frontendSrc = 'frontend/src';
const featureNames = folders(`${frontendSrc}/features`);
const sharedAdminFolders = ['api', 'components'];
const adminScreens = folders(`${frontendSrc}/features/admin`).filter((name) => !sharedAdminFolders.includes(name));
const publicSurface = '(api|components)(/|$)';

function frontendBoundaries(folder, { publicCodeMayImportAdmin = false } = {}) {
  const [top, feature, screen] = relative(frontendSrc, folder).split('/');
  const inFeature = top === 'features' && feature !== undefined;
  const inAdminScreen = inFeature && feature === 'admin' && adminScreens.includes(screen);
  const inSharedAdmin = inFeature && feature === 'admin' && sharedAdminFolders.includes(screen);
  const pathTo = (target) => literal(posix.relative(folder, `${frontendSrc}/${target}`));
  const patterns = [];
  if (!(inFeature && feature === 'admin') && !publicCodeMayImportAdmin) {
    patterns.push({
      regex: `^${pathTo('features/admin')}(/|$)`,
      message: 'Public code does not import the admin area (frontend/README.md); only app/pages.ts loads it, lazily.',
    });
  }
  if (inFeature) {
    for (const other of featureNames.filter((name) => name !== feature)) {
      patterns.push({
        regex: `^${pathTo(`features/${other}`)}(/(?!${publicSurface})|$)`,
        message: `A feature uses features/${other} only through its api/ and components/ folders (frontend/README.md).`,
      });
    }
  }
  if (inAdminScreen || inSharedAdmin) {
    for (const other of adminScreens.filter((name) => name !== screen)) {
      patterns.push({
        regex: `^${pathTo(`features/admin/${other}`)}(/(?!${publicSurface})|$)`,
        message: `An admin screen uses features/admin/${other} only through its api/ and components/ folders; shared admin code lives in features/admin/api and features/admin/components.`,
      });
    }
  }
  return { patterns };
}

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      'frontend/test-results/**',
      'frontend/playwright-report/**',
      'backend/src/submissions/agenda-extraction/fixtures/**',
    ],
  },

  // Plain JavaScript (jest configs, small build scripts): no tsconfig covers these, so they are linted without type information.
  {
    files: ['**/*.{js,cjs,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },

  // The functions this script hands to Playwright's page.evaluate run in the browser.
  {
    files: ['frontend/scripts/render-event-images.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // TypeScript everywhere, with type information from the nearest tsconfig.json (contracts, backend, frontend).
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      // A leading underscore marks a name that is there on purpose without being read (a callback's
      // unused parameter, a field left out of a rest object).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Synchronous adapters (better-sqlite3, in memory) behind asynchronous ports: `async` is what turns a
  // thrown error into the rejected promise the port promises, so an async method without await is the point.
  {
    files: ['backend/src/**/sqlite-*.ts', 'backend/src/**/in-memory-*.ts', 'backend/src/followers/follower-store.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },

  {
    files: [`${frontendSrc}/**/*.{ts,tsx}`],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  // After a write, screens fetch again through refetchAfterWrite: invalidation alone keeps a list's
  // answer from before the write when the list was still loading (decision 0140).
  {
    files: [`${frontendSrc}/**/*.{ts,tsx}`],
    ignores: [`${frontendSrc}/lib/query-client.ts`, '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='invalidateQueries']",
          message:
            'After a write, call refetchAfterWrite (src/lib/query-client.ts): invalidateQueries alone hands a query still on its first fetch that fetch back (decision 0140).',
        },
      ],
    },
  },

  // Browser tests take pictures only through e2e/support's photograph (adminScreenshot and saveScreenshot
  // use it), which encodes one only when the run asks for pictures (decision 0065).
  {
    files: ['frontend/e2e/**/*.ts'],
    ignores: ['frontend/e2e/support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='screenshot']",
          message:
            'Take pictures with photograph, adminScreenshot or saveScreenshot (e2e/support/fixtures.ts), which encode one only when the run takes pictures (decision 0065).',
        },
      ],
    },
  },

  // Boundaries between backend domains: another domain only through its index.ts (see backendBoundaries).
  // Before the domain-code blocks below, whose stricter rule replaces this one in domain/ folders.
  ...backendDomains
    .flatMap((name) => folderTree(`${backendSrc}/${name}`))
    .map((folder) => ({
      files: [`${folder}/*.ts`],
      ignores: ['**/*.spec.ts', '**/testing/**'],
      rules: { 'no-restricted-imports': ['error', backendBoundaries(folder)] },
    })),

  // Boundary: domain code imports no infrastructure.
  {
    files: ['backend/src/*/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', domainImports(domainAllowed)] },
  },
  {
    files: ['backend/src/*/domain/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        domainImports([...domainAllowed, '\\.\\./\\.\\./event-sourcing/testing/given-when-then']),
      ],
    },
  },

  // Boundaries of the frontend: admin area, features, admin screens (one block per folder, see frontendBoundaries).
  ...folderTree(frontendSrc).map((folder) => ({
    files: [`${folder}/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', frontendBoundaries(folder)] },
  })),
  {
    files: [`${frontendSrc}/app/pages.ts`],
    rules: {
      'no-restricted-imports': ['error', frontendBoundaries(`${frontendSrc}/app`, { publicCodeMayImportAdmin: true })],
    },
  },
);
