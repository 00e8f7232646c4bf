/** For each on/off flag of an item, the command type that turns it on and the one that turns it off. */
export type CommandTypesByFlag<TFlag extends string, TType extends string> = Readonly<
  Record<TFlag, readonly [whenTrue: TType, whenFalse: TType]>
>;

/**
 * The command types that set the given flags, in the order given, for a decider with one command
 * per flag and value; a flag left undefined is left alone.
 */
export function flagCommandTypes<TFlag extends string, TType extends string>(
  commandTypes: CommandTypesByFlag<TFlag, TType>,
  flags: Partial<Record<TFlag, boolean>>,
): TType[] {
  return (Object.entries(flags) as Array<[TFlag, boolean | undefined]>)
    .filter((entry): entry is [TFlag, boolean] => entry[1] !== undefined)
    .map(([flag, value]) => commandTypes[flag][value ? 0 : 1]);
}
