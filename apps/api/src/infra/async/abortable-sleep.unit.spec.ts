import { getEventListeners } from 'node:events';
import { abortableSleep } from './abortable-sleep.js';

describe('an abortable sleep', () => {
  it('leaves no listener on the signal after it wakes', async () => {
    const controller = new AbortController();
    for (let i = 0; i < 50; i++) await abortableSleep(1, controller.signal);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('wakes early when the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const sleeping = abortableSleep(10_000, controller.signal);
    controller.abort();
    await sleeping;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});
