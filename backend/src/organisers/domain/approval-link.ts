/**
 * The link in a submission's approval mail: the approval itself is its record (on the
 * submission's stream), so its id is derived from the submission's and the mail, the sign-in and
 * a revocation all name the same link.
 */
export const approvalLinkId = (submissionId: string) => `approval-${submissionId}`;
