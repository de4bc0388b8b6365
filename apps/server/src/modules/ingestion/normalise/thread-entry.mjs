// Where a normalisation thread starts (pool.ts). The service runs its TypeScript through tsx; whether a thread
// inherits its hooks depends on how the process was started (flags, Node version), so a thread without them
// registers them itself.
let thread;
try {
  thread = await import('./thread.ts');
} catch (err) {
  if (err?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw err;
  const { register } = await import('tsx/esm/api');
  register();
  // A failed import is remembered by its address: the module is asked for under another.
  thread = await import('./thread.ts?tsx');
}
export default thread.default;
