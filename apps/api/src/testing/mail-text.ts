/**
 * The decoded text/plain part of a received message. Only what our own mails use: quoted-printable or 7bit/8bit
 * parts in UTF-8.
 */
export function textPart(raw: string): string {
  const part = raw
    .split(/\r?\n--/)
    .find((section) => /content-type:\s*text\/plain/i.test(section.split(/\r?\n\r?\n/)[0] ?? ''));
  if (!part) throw new Error('the message has no text/plain part');
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
