import { TRASH_RETENTION_DAYS, type Sponsor } from '@dental/contracts';
import { useTrashSponsor } from '../api/sponsors';
import { TrashPasswordDialog } from '../../components/TrashPasswordDialog';

/**
 * Deleting a sponsor moves it to the trash, as for events and speakers: the server re-checks the
 * admin's password, and the sponsor can be restored from the trash screen for 14 days.
 */
export function TrashSponsorDialog({
  sponsor,
  open,
  onOpenChange,
}: {
  sponsor: Sponsor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <TrashPasswordDialog
      item={{ id: sponsor.id, name: sponsor.name }}
      trash={useTrashSponsor()}
      title="Confirm Sponsor Deletion"
      description={`Are you sure you want to move this sponsor to trash? It leaves its event and the public site at once. The sponsor will be permanently deleted after ${TRASH_RETENTION_DAYS} days.`}
      moved="Sponsor moved to trash"
      failed="Failed to delete sponsor. Please try again."
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
