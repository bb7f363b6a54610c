import { configForRoute } from '../../components/crud/configs';
import { CrudFormPage } from '../../components/crud/crud-form';
import type { ScreenProps } from '../../routes.types';

/** A form route of src/routes.tsx (create and edit/:id): its config is the one whose path is the route's. */
export default function CrudFormScreen({ route, params }: Partial<ScreenProps>) {
  const config = configForRoute(route?.path ?? '');
  if (!config?.form) throw new Error(`No CRUD form for ${route?.path}`);
  return <CrudFormPage key={config.path} config={config} id={params?.id} />;
}
