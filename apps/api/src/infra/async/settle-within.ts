/**
 * Waits for `work` at most `ms`. Resolves true when it settled in time (fulfilled or rejected: the caller is
 * done waiting either way), false when the bound passed first. The timer never keeps the process alive.
 */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  const settled = work.then(
    () => true,
    () => true,
  );
  const inTime = await Promise.race([settled, bound]);
  clearTimeout(timer);
  return inTime;
}
