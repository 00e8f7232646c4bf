/**
 * A reading of a text (a pure function of it) whose results are kept, at most `limit` of them, all
 * dropped when full so what is kept stays bounded whatever the texts. For texts a catalogue
 * repeats and each view of it reads again: speakers' names, professions and session titles.
 * The results are shared: a reading must give a value nobody changes (a string, or a frozen object).
 */
export function keptReadings<R>(limit: number, read: (text: string) => R): (text: string) => R {
  const kept = new Map<string, R>();
  return (text) => {
    let reading = kept.get(text);
    if (reading === undefined && !kept.has(text)) {
      reading = read(text);
      if (kept.size >= limit) kept.clear();
      kept.set(text, reading);
    }
    return reading as R;
  };
}
