import { zodResolver } from '@hookform/resolvers/zod';
import { EventSubmissionFormSchema } from '@dental/contracts';

/**
 * The form's check: the contracts schema, which says the server's messages word for word. A chunk
 * of its own (with zod), loaded by SubmissionForm once the visitor starts on the form, so opening
 * /submit-event does not build the schema before the page can be used (decision 0076).
 */
export const submissionSchemaResolver = zodResolver(EventSubmissionFormSchema);
