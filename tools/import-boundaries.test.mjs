// The import boundaries in eslint.config.mjs, tried on small pieces of code placed (by name only) in
// the folders they guard. Only no-restricted-imports runs and without type information, so this
// takes seconds, not a type-check of the whole tree.
import { ESLint } from 'eslint';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

/** The boundary messages ESLint reports for `code` as if it were the file at `filePath`. */
async function violations(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  assert.deepEqual(
    result.messages.filter((message) => message.ruleId !== 'no-restricted-imports'),
    [],
    'only the boundary rule runs here',
  );
  return result.messages.map((message) => message.message);
}

describe('backend domain code imports no infrastructure', () => {
  const decider = 'backend/src/events/domain/example.decider.ts';

  test('contracts, node:crypto, its own folder and shared domain code are allowed', async () => {
    const code = [
      "import { eventFormSchema } from '@dental/contracts';",
      "import { randomUUID } from 'node:crypto';",
      "import { datesAndPlace } from './dates-and-place';",
      "import { Decider } from '../../shared/domain/decider';",
      "import { DomainError } from '../../shared/domain/domain-errors';",
    ].join('\n');
    assert.deepEqual(await violations(decider, code), []);
  });

  test('a store, another domain, a framework or a deeper shared folder is refused', async () => {
    for (const source of [
      '../../event-sourcing/event-store',
      '../events.queries',
      '../../speakers/domain/speaker.decider',
      '@nestjs/common',
      'node:fs',
      '../../shared/http/parse-body',
      './helpers/nested',
    ]) {
      const [message, ...rest] = await violations(decider, `import { x } from '${source}';`);
      assert.match(message ?? '', /Domain code imports only @dental\/contracts/, source);
      assert.deepEqual(rest, []);
    }
  });

  test('type-only imports count too', async () => {
    const found = await violations(decider, "import type { EventStore } from '../../event-sourcing/event-store';");
    assert.equal(found.length, 1);
  });

  test('a domain test may use the given/when/then harness, the decider itself may not', async () => {
    const harness = "import { givenWhenThen } from '../../event-sourcing/testing/given-when-then';";
    assert.deepEqual(await violations('backend/src/events/domain/example.decider.unit.spec.ts', harness), []);
    assert.equal((await violations(decider, harness)).length, 1);
  });

  test('code outside domain folders is not bound by the rule', async () => {
    const code = "import { EventStore } from '../event-sourcing/event-store';";
    assert.deepEqual(await violations('backend/src/events/events.queries.ts', code), []);
  });
});

describe('a backend domain uses another only through its index.ts', () => {
  test("another domain's index and infrastructure are allowed", async () => {
    const code = [
      "import { EventsModule, ForEvent } from '../events';",
      "import { Clock } from '../shared/clock';",
      "import { CommandRunner } from '../event-sourcing/commands/command-runner';",
      "import { SpeakersQueries } from './speakers.queries';",
    ].join('\n');
    assert.deepEqual(await violations('backend/src/speakers/speakers.module.ts', code), []);
    assert.deepEqual(
      await violations(
        'backend/src/speakers/http/speakers.controller.ts',
        "import { EventsQueries } from '../../events';",
      ),
      [],
    );
  });

  test('a file deep inside another domain is refused, from any folder of a domain', async () => {
    for (const [filePath, source] of [
      ['backend/src/speakers/speakers.module.ts', '../events/events.module'],
      ['backend/src/speakers/http/speakers.controller.ts', '../../events/events.queries'],
      ['backend/src/mail/mail-reactor.ts', '../followers/follower-store'],
      ['backend/src/auth/auth.module.ts', '../accounts/http/accounts.controller'],
    ]) {
      const [message, ...rest] = await violations(filePath, `import { x } from '${source}';`);
      assert.match(message ?? '', /A domain uses [a-z-]+\/ only through its index\.ts/, `${filePath} → ${source}`);
      assert.deepEqual(rest, []);
    }
  });

  test('tests and test helpers may reach into another domain', async () => {
    const code = "import { joinTeam } from '../accounts/testing/team';";
    assert.deepEqual(await violations('backend/src/auth/routes-per-role.int.spec.ts', code), []);
    assert.deepEqual(
      await violations(
        'backend/src/mail/testing/mail-test-kit.ts',
        "import { x } from '../../followers/follower-store';",
      ),
      [],
    );
  });
});

describe('public frontend code does not import the admin area', () => {
  test('a public feature, app/ and lib/ are refused the admin area', async () => {
    for (const [filePath, source] of [
      ['frontend/src/features/events/EventsPage.tsx', '../admin/components/AdminPage'],
      ['frontend/src/app/router.tsx', '../features/admin/api/session'],
      ['frontend/src/lib/api-client.ts', '../features/admin/AdminRoutes'],
      ['frontend/src/components/PageHero.tsx', '../features/admin'],
    ]) {
      const [message, ...rest] = await violations(filePath, `import { x } from '${source}';`);
      assert.match(message ?? '', /Public code does not import the admin area/, `${filePath} → ${source}`);
      assert.deepEqual(rest, []);
    }
  });

  test('app/pages.ts, which loads the admin routes, is allowed', async () => {
    const code = "import type { AdminRoutes } from '../features/admin/AdminRoutes';";
    assert.deepEqual(await violations('frontend/src/app/pages.ts', code), []);
  });

  test('admin code imports public features through their api/ and components/', async () => {
    const code = "import { EventCard } from '../../../events/components/EventCard';";
    assert.deepEqual(await violations('frontend/src/features/admin/events/components/Example.tsx', code), []);
  });
});

describe('a feature uses another feature only through its api/ and components/', () => {
  const page = 'frontend/src/features/events/components/Example.tsx';

  test('api/ and components/ of another feature, and its own internals, are allowed', async () => {
    const code = [
      "import { useSpeakers } from '../../speakers/api/speakers';",
      "import { SpeakerCard } from '../../speakers/components/SpeakerCard';",
      "import { EventCard } from './EventCard';",
      "import { eventDates } from '../event-dates';",
      "import { cn } from '../../../lib/cn';",
    ].join('\n');
    assert.deepEqual(await violations(page, code), []);
  });

  test("another feature's pages, hooks or files at its top are refused", async () => {
    for (const source of ['../../speakers/SpeakersPage', '../../my-plan/plan-item', '../../speakers']) {
      const [message, ...rest] = await violations(page, `import { x } from '${source}';`);
      assert.match(
        message ?? '',
        /A feature uses features\/(speakers|my-plan) only through its api\/ and components\//,
      );
      assert.deepEqual(rest, []);
    }
  });
});

describe('an admin screen uses another admin screen only through its api/ and components/', () => {
  const screen = 'frontend/src/features/admin/events/components/Example.tsx';

  test("another screen's api/ and components/, and the shared admin folders, are allowed", async () => {
    const code = [
      "import { useAdminSpeakers } from '../../speakers/api/speakers';",
      "import { SpeakerPicker } from '../../speakers/components/SpeakerPicker';",
      "import { AdminPage } from '../../components/AdminPage';",
      "import { useSession } from '../../api/session';",
    ].join('\n');
    assert.deepEqual(await violations(screen, code), []);
  });

  test("another screen's page or model is refused, from a screen and from the shared admin folders", async () => {
    for (const [filePath, source] of [
      [screen, '../../speakers/EditSpeakerPage'],
      ['frontend/src/features/admin/events/EditEventPage.tsx', '../speakers/duplicate-name'],
      ['frontend/src/features/admin/components/Example.tsx', '../speakers/disclosure'],
    ]) {
      const [message, ...rest] = await violations(filePath, `import { x } from '${source}';`);
      assert.match(
        message ?? '',
        /An admin screen uses features\/admin\/speakers only through its api\/ and components\//,
      );
      assert.deepEqual(rest, []);
    }
  });

  test('the admin routes may import every screen', async () => {
    const code = "import { EditSpeakerPage } from './speakers/EditSpeakerPage';";
    assert.deepEqual(await violations('frontend/src/features/admin/AdminRoutes.tsx', code), []);
  });
});
