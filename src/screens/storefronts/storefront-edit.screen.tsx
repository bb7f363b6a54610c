/** /manage/storefronts/edit/:id: the storefront's form (the CRUD kit's), then its API keys for users allowed them. */
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { storefrontsCrud } from '../../components/crud/configs/storefronts';
import { CrudFormPage } from '../../components/crud/crud-form';
import { StorefrontApiKeys } from './storefront-api-keys';
import { ui } from '../../components/ui/styles';

export default function StorefrontEditScreen({ params }: Partial<ScreenProps>) {
  const { can } = usePermissions();
  const id = params?.id;
  return (
    <div className={ui.stack6}>
      <CrudFormPage config={storefrontsCrud} id={id} />
      {id && can('api.keys') && (
        <div className={ui.maxW760}>
          <StorefrontApiKeys projectId={id} />
        </div>
      )}
    </div>
  );
}
