import { Link } from 'react-router';
import { ExternalLink, Pencil, Plus } from 'lucide-react';
import { BOARD_TEXT_DECIDES, isHttpUrl, type CeRuleSet } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { useAdminRole } from '../api/session';
import { AdminMessage, AdminPage } from '../components/AdminPage';
import { mayChange } from '../components/roles';
import { useAdminRuleSets } from './api/rule-sets';
import { amountWithUnit, cycleOf, jurisdictionOf, roleOf, sortedRuleSets, verifiedDate } from './rule-set-form-model';

/** '(at least 2 hours)', '(at most 4 hours)', '(excluded)': what a rule does, after its label. */
function ruleWords(rule: CeRuleSet['rules'][number], unit: CeRuleSet['unit']): string {
  if (rule.kind === 'excluded' || rule.amount === undefined) return '(excluded)';
  return `(${rule.kind === 'minimum' ? 'at least' : 'at most'} ${amountWithUnit(rule.amount, unit)})`;
}

function RuleSetCard({ set, canEdit }: { set: CeRuleSet; canEdit: boolean }) {
  const headingId = `rule-set-${set.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
            {set.name}
          </h2>
          {canEdit && (
            <Link
              to={`/admin/ce-requirements/${encodeURIComponent(set.id)}/edit`}
              className={buttonClass('secondary', 'sm')}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit<span className="sr-only">{` ${set.name}`}</span>
            </Link>
          )}
        </div>
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-2">
          <div>
            <dt className="text-slate-600">Jurisdiction</dt>
            <dd className="font-medium text-slate-900">{jurisdictionOf(set)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Role</dt>
            <dd className="font-medium text-slate-900">{roleOf(set)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Cycle</dt>
            <dd className="font-medium text-slate-900">{cycleOf(set)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Total</dt>
            <dd className="font-medium text-slate-900">
              {amountWithUnit(set.total, set.unit)}
              {set.perDayMaximum != null && (
                <span className="font-normal text-slate-600">{`, at most ${amountWithUnit(set.perDayMaximum, set.unit)} a day`}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Verified</dt>
            <dd className="font-medium text-slate-900">
              <time dateTime={set.verifiedOn}>{verifiedDate(set.verifiedOn)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Rules</dt>
            <dd className="font-medium text-slate-900">{set.rules.length}</dd>
          </div>
        </dl>
        {set.rules.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-slate-700" aria-label={`Rules of ${set.name}`}>
            {set.rules.map((rule) => (
              <li key={rule.id} className="[overflow-wrap:anywhere]">
                <span className="font-medium text-slate-900">{rule.label}</span>
                {` ${ruleWords(rule, set.unit)}`}
                {rule.approvedProviderOnly && ', from a board-approved provider only'}
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-4 text-sm font-semibold text-slate-900">Sources</h3>
        <ul className="mt-1 space-y-1 text-sm">
          {set.sources.map((source) => (
            <li key={`${source.title}-${source.url}`} className="[overflow-wrap:anywhere]">
              {/* The API accepts only http(s) addresses; checked again before it becomes a link. */}
              {isHttpUrl(source.url) ? (
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 hover:underline"
                >
                  {source.title}
                  <ExternalLink className="ml-1 inline size-3.5 align-[-0.125em]" aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                source.title
              )}
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}

/** The renewal rule sets, with their sources and verified dates; owners and editors record and edit them. */
export default function RenewalRequirementsPage() {
  const role = useAdminRole();
  const canEdit = role !== null && mayChange(role, 'renewal-requirements');
  const sets = useAdminRuleSets();

  return (
    <AdminPage
      title="Renewal requirements"
      description="Licensing boards' continuing-education rules for renewing a licence, per state or province and role."
      actions={
        canEdit && (
          <Link to="/admin/ce-requirements/new" className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            Add Rule Set
          </Link>
        )
      }
    >
      <p role="note" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {BOARD_TEXT_DECIDES}
      </p>
      {sets.isPending ? (
        <AdminMessage>Loading rule sets...</AdminMessage>
      ) : sets.isError ? (
        <AdminMessage role="alert">
          {"We couldn't load the rule sets. Please refresh the page to try again."}
        </AdminMessage>
      ) : sets.data.length === 0 ? (
        <AdminMessage>No rule sets yet.</AdminMessage>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label="Rule sets">
          {sortedRuleSets(sets.data).map((set) => (
            <RuleSetCard key={set.id} set={set} canEdit={canEdit} />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
