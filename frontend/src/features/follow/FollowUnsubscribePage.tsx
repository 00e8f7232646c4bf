import { FollowLinkPage } from './components/FollowLinkPage';

/** /follow/unsubscribe/:token: the unsubscribe link every follower mail carries. */
export default function FollowUnsubscribePage() {
  return <FollowLinkPage action="unsubscribe" />;
}
