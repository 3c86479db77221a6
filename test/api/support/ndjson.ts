import type { TestApp } from '../../../apps/api/src/testing/test-app.js';

export interface StreamedLine {
  /** When the line arrived, from performance.now(). */
  at: number;
  message: { type: string; [key: string]: unknown };
}

/** POSTs and reads an NDJSON answer line by line as it arrives, noting when each line came. */
export function postNdjson(
  testApp: TestApp,
  path: string,
  body: object,
  token?: string,
): Promise<{ status: number; contentType: string; lines: StreamedLine[]; text: string }> {
  return new Promise((resolve, reject) => {
    const lines: StreamedLine[] = [];
    let buffer = '';
    let text = '';
    let status = 0;
    let contentType = '';
    const request = testApp.http().post(path);
    if (token) request.set('authorization', `Bearer ${token}`);
    request
      .send(body)
      .buffer(false)
      .parse((res, callback) => {
        status = res.statusCode ?? 0;
        contentType = String(res.headers['content-type'] ?? '');
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          buffer += chunk;
          for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
            const line = buffer.slice(0, end);
            buffer = buffer.slice(end + 1);
            try {
              lines.push({ at: performance.now(), message: JSON.parse(line) });
            } catch {
              // Not NDJSON (an error body): kept in `text` for the assertion to show.
            }
          }
        });
        // Resolved here, not in end(): without buffering superagent may call back before the body is done.
        res.on('end', () => {
          callback(null, text);
          resolve({ status, contentType, lines, text });
        });
        res.on('error', reject);
      })
      .end((error, response) => {
        if (error && !response) reject(error);
      });
  });
}
