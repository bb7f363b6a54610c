import { useMemo } from 'react';
import { resourceClient } from '../../api/resource-client';
import { useApi } from '../../machines/use-app';
import type { CrudConfig, CrudRow } from './crud-config';

/** The five calls of a config's base. */
export function useCrudClient(config: CrudConfig) {
  const api = useApi();
  return useMemo(
    () => resourceClient<CrudRow, Record<string, unknown>>(api, config.base, { listPath: config.listPath }),
    [api, config.base, config.listPath],
  );
}
