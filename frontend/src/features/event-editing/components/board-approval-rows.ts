import type { Country, Mandate } from '@dental/contracts';

/** One licensing board's registration of the provider, as its inputs hold it. */
export interface BoardApprovalRow {
  country: Country;
  /** '' until a state or province is chosen. */
  region: string;
  number: string;
  /** None ticked: registered for every subject. */
  mandates: Mandate[];
}

/**
 * What a form holding board approval rows has: the event's country (a new row starts in it) and
 * the rows under the request's own path, so the schema's issues ('ceProvider.boardApprovals.0.region')
 * land under their inputs. The event form and the submission form both do.
 */
export interface BoardApprovalsForm {
  country: Country | '';
  ceProvider: { boardApprovals: BoardApprovalRow[] };
}

/** A new board approval row: in the event's country when it has one. */
export function newBoardApproval(country: Country | ''): BoardApprovalRow {
  return { country: country === '' ? 'US' : country, region: '', number: '', mandates: [] };
}
