/**
 * `derive(object)`, worked out the first time it is asked for that object and kept while the object
 * lives. The read store replaces a document's object when it changes, so what is kept for the old
 * one is never read again and goes with it.
 */
export function keptPerObject<Key extends object, Value>(derive: (object: Key) => Value): (object: Key) => Value {
  const kept = new WeakMap<Key, Value>();
  return (object) => {
    let value = kept.get(object);
    if (value === undefined) kept.set(object, (value = derive(object)));
    return value;
  };
}
