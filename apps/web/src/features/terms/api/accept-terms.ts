import { acceptTermsRequestSchema, acceptTermsResponseSchema } from '@quiz/contracts';
import { ApiClientError, apiClient } from '@/lib/api-client';
import { storageKeys, writeStorage } from '@/lib/storage';

export const TERMS_VERSION = 'v1';

/**
 * `POST /api/user/accept-terms` (spec §7). The flag `acceptedTerms_v1` is stored locally after
 * a successful call, and also on a 404 or a network failure. Other failures are only logged:
 * the response is never shown.
 */
export async function acceptTerms(now: Date = new Date()): Promise<void> {
  const body = acceptTermsRequestSchema.parse({ acceptedAt: now.toISOString(), version: TERMS_VERSION });
  try {
    const data = await apiClient.post('/api/user/accept-terms', body);
    const parsed = acceptTermsResponseSchema.safeParse(data);
    if (!parsed.success) console.warn('Unexpected accept-terms response', data);
    writeStorage(storageKeys.acceptedTerms, 'true');
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 404 || error.isNetworkError)) {
      writeStorage(storageKeys.acceptedTerms, 'true');
      return;
    }
    console.warn('Recording the terms acceptance failed', error);
  }
}
