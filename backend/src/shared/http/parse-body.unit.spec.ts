import { AgendaSchema } from '@dental/contracts';
import { z } from 'zod';
import { DomainError } from '../domain/domain-errors';
import { parseBody } from './parse-body';

function issuesOf(schema: z.ZodTypeAny, body: unknown) {
  try {
    parseBody(schema, body);
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, issues: error.issues };
    throw error;
  }
  throw new Error('expected the body to be refused');
}

describe('parseBody', () => {
  const agendaBody = z.object({ agenda: AgendaSchema });

  it('reports the shape a union value came closest to, with the full path, instead of "Invalid input"', () => {
    const body = {
      agenda: [{ date: '2027-03-11', sessions: [{ time: '9:00 AM', title: 'Talk', creditType: 'online' }] }],
    };
    expect(issuesOf(agendaBody, body)).toEqual({
      message: 'creditType must be "lecture" or "participation"',
      issues: [{ path: 'agenda.0.sessions.0.creditType', message: 'creditType must be "lecture" or "participation"' }],
    });
  });

  it('prefers a wrong value over a missing field at the same depth (a session, not a day without sessions)', () => {
    expect(issuesOf(agendaBody, { agenda: [{ time: '9:00 AM', title: '' }] }).issues).toEqual([
      { path: 'agenda.0.title', message: 'Session title is required' },
    ]);
  });

  it('says a problem once, when a field fails two of its checks with the same words', () => {
    // A list where text belongs fails zod's type check and, as the list is empty, the length check too.
    const required = z.string({ message: 'Location is required' }).trim().min(1, 'Location is required');
    expect(issuesOf(z.object({ location: required, city: required }), { location: [], city: '' })).toEqual({
      message: 'Location is required',
      issues: [
        { path: 'location', message: 'Location is required' },
        { path: 'city', message: 'Location is required' },
      ],
    });
  });

  it('keeps plain issues as they are, and names unknown fields', () => {
    expect(
      issuesOf(z.object({ name: z.string().min(1, 'Name is required') }).strict(), { name: '', extra: 1 }).issues,
    ).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: '', message: 'Unknown field(s): extra' },
    ]);
  });
});
