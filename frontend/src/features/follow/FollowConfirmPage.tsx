import { FollowLinkPage } from './components/FollowLinkPage';

/** /follow/confirm/:token: the confirmation link of a 'Follow this event' mail (double opt-in). */
export default function FollowConfirmPage() {
  return <FollowLinkPage action="confirm" />;
}
