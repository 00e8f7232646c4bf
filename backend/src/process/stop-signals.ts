/**
 * The signals that stop a server the way it stops itself: it finishes its requests, a cluster's
 * primary stops its workers first, and the stores are closed. SIGTERM (a service manager, a
 * container's stop, a primary stopping a worker), SIGINT (Ctrl-C), SIGHUP (its terminal closed),
 * SIGQUIT and SIGUSR2 (sent by hand or by a tool to end a process). Every other signal keeps what
 * Node does with it: SIGUSR1 opens the inspector, and a fault (SIGSEGV, SIGBUS…) ends the process
 * at once, as no JavaScript can run safely after one.
 */
export const STOP_SIGNALS = [
  'SIGTERM',
  'SIGINT',
  'SIGHUP',
  'SIGQUIT',
  'SIGUSR2',
] as const satisfies readonly NodeJS.Signals[];
