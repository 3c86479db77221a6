/// <reference lib="webworker" />
// Renders the background music off the main thread: 0.1–0.3 s of arithmetic that would stall the first click.
import { renderMusicWav } from './music-loop';

self.onmessage = () => {
  const wav = renderMusicWav();
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(wav.buffer, [wav.buffer]);
};
