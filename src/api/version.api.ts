import { ofetch } from 'ofetch';

export const fetchServerBuildId = async (signal?: AbortSignal) =>
  (await ofetch<{ buildId: string }>('/api/version', { signal, retry: 0 })).buildId;
