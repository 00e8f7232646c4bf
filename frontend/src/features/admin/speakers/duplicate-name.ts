import { comparableName, type Speaker } from '@dental/contracts';

/**
 * Another speaker record on the chosen event with the same name as the one being saved ('Dr. Ana
 * Ruiz, DDS' is 'Ana Ruiz'), or null. Asked only when the name or the event is new to this record,
 * so a record that already shared its name is not questioned at every save.
 */
export function sameNameOnEvent(
  speakers: readonly Pick<Speaker, 'id' | 'name' | 'eventId'>[],
  saving: { id: string | null; name: string; eventId: string },
  before: { name: string; eventId: string } | null,
): Pick<Speaker, 'id' | 'name' | 'eventId'> | null {
  const name = comparableName(saving.name);
  if (name === '' || saving.eventId === '') return null;
  if (before && comparableName(before.name) === name && before.eventId === saving.eventId) return null;
  return (
    speakers.find(
      (other) => other.id !== saving.id && other.eventId === saving.eventId && comparableName(other.name) === name,
    ) ?? null
  );
}
