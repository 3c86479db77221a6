import { publicConfigSchema, type PublicConfig } from '@quiz/contracts';
import { apiClient } from '@/lib/api-client';

/** `GET /api/public-config`: which bot check guests must pass here. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiClient.get('/api/public-config', { schema: publicConfigSchema, token: null, signal });
}
