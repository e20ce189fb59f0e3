/**
 * A command's action whose code (services, database client, engine) loads only when the command
 * runs: `market --help` and a command's own --help read the declarations alone (issue 23).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- commander hands actions untyped arguments
type Action = (...args: any[]) => Promise<void>;

export function lazyAction<M extends Record<K, Action>, K extends string>(load: () => Promise<M>, name: K): Action {
  return async (...args) => {
    const module = await load();
    await module[name](...args);
  };
}
