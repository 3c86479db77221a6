/**
 * Writes mono samples (floats in [-1, 1]) as a 16-bit PCM WAV file. The game's sounds are synthesised in the
 * browser and handed to the audio library as WAV data: nothing is downloaded. Pure and DOM-free.
 */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0)
    throw new RangeError('sampleRate must be a positive integer');
  const bytesPerSample = 2;
  const dataSize = samples.length * bytesPerSample;
  const buffer = new ArrayBuffer(44 + dataSize);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };

  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataSize, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk for PCM
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * bytesPerSample, true); // byte rate
  view.setUint16(32, bytesPerSample, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataSize, true);

  for (let i = 0; i < samples.length; i += 1) {
    // A sample past full scale would wrap around to the opposite sign: clip it instead.
    const value = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(
      44 + i * bytesPerSample,
      value < 0 ? Math.round(value * 0x8000) : Math.round(value * 0x7fff),
      true,
    );
  }
  return new Uint8Array(buffer);
}

/** The WAV bytes as a data URI the audio library can load without a request. */
export function wavDataUri(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return `data:audio/wav;base64,${btoa(binary)}`;
}
