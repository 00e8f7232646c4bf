/** Only the fields whose value differs, so an unchanged save writes nothing and history stays meaningful. */
export function changedFields<T extends object>(current: T, proposed: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(proposed) as Array<keyof T>) {
    if (proposed[key] === undefined) continue;
    // A field absent from an older record reads as not stated, the same as null.
    if (JSON.stringify(proposed[key]) !== JSON.stringify(current[key] ?? null)) changes[key] = proposed[key];
  }
  return changes;
}
