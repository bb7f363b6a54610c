import { configForRoute } from '../../components/crud/configs';
import { CrudList } from '../../components/crud/crud-list';
import type { ScreenProps } from '../../routes.types';

/** A list route of src/routes.tsx: its config is the one whose path is the route's. */
export default function CrudListScreen({ route }: Partial<ScreenProps>) {
  const config = configForRoute(route?.path ?? '');
  if (!config) throw new Error(`No CRUD config for ${route?.path}`);
  return <CrudList key={config.path} config={config} />;
}
