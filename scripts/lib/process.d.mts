/** Whether a process exists (a process owned by another user, such as postgres, counts as alive). */
export function isAlive(pid: number): boolean;
/** Whether a live process's command line contains `name` (where /proc exists; elsewhere whether it lives). */
export function isAliveAs(pid: number, name: string): boolean;
