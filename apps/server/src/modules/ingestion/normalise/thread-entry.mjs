// Where a normalisation thread starts (pool.ts). The service runs its TypeScript through tsx, whose hooks a thread
// inherits from the process's flags (`tsx main.ts`, `node --import tsx`); in a process started otherwise (a test
// runner) the thread registers them first.
if (!process.execArgv.some((flag) => flag.includes('tsx'))) {
  const { register } = await import('tsx/esm/api');
  register();
}
const thread = await import('./thread.ts');
export default thread.default;
