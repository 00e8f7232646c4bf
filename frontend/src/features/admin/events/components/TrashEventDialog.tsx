import type { EventSummary } from '@dental/contracts';
import { useTrashEvent } from '../api/events';
import { TrashPasswordDialog } from '../../components/TrashPasswordDialog';

/** 'Confirm Event Deletion': the server re-checks the admin's password before the event goes to trash. */
export function TrashEventDialog({
  event,
  open,
  onOpenChange,
}: {
  event: EventSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <TrashPasswordDialog
      item={{ id: event.id, name: event.title }}
      trash={useTrashEvent()}
      title="Confirm Event Deletion"
      description="Are you sure you want to move this event to trash? This action will hide the event from public view. The event will be permanently deleted after 14 days."
      moved="Event moved to trash"
      failed="Failed to delete event"
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
