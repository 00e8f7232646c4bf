/** An e-mail address that may wrap before the '@' rather than in the middle of a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <span className="[overflow-wrap:anywhere]">{email}</span>;
  return (
    <span className="[overflow-wrap:anywhere]">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
