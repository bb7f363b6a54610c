/**
 * /products-mapping/{projectId?}: which vendor item each storefront product ships as, or which kit it
 * sells (issue 16). Order lines find their vendor item, or the kit's components, through this
 * mapping. The storefront is part of the path, so a mapping page can be bookmarked; the list's
 * filters and page are in the query.
 */
import { css } from 'styled-system/css';
import { useLocation } from 'wouter';
import { projectLabel } from '../../api/bootstrap.api';
import { EmptyState } from '../../components/empty-state';
import { FormError } from '../../components/form-error';
import { TypedSelect } from '../../components/form/typed-select';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import { CompassIcon } from '../../components/icons';
import { useApi } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { loadMyProjects } from '../../api/storefronts.api';
import { ProductMappingTable } from './product-mapping-table';
import { ui } from '../../components/ui/styles';

export default function ProductsMappingScreen({ params }: Partial<ScreenProps>) {
  const api = useApi();
  const [, navigate] = useLocation();
  const projects = useLoad((signal) => loadMyProjects(api, signal), [api]);
  const projectId = params?.projectId ? Number(params.projectId) : null;
  const options =
    projects.status === 'loaded' ? projects.data.map((p) => ({ value: p.id, label: projectLabel(p) })) : [];
  const project =
    projects.status === 'loaded' ? (projects.data.find((p) => p.id === projectId) ?? null) : null;

  return (
    <>
      <PageHeader
        title="Products mapping"
        description="Which vendor item each storefront product ships as, or which kit it sells. Order lines find their vendor item, or the kit's components, through this mapping."
      />
      <div className={css({ maxW: '420px', mb: '6' })}>
        <label htmlFor="products-mapping-storefront" className={ui.label}>
          Storefront
        </label>
        <TypedSelect<number>
          id="products-mapping-storefront"
          value={projectId}
          options={options}
          onChange={(id) => navigate(`/products-mapping/${id}`)}
        />
      </div>
      {projects.status === 'loading' && <PageLoading />}
      {projects.status === 'failed' && (
        <FormError title="The storefronts could not be loaded" message={projects.failure.message} />
      )}
      {projects.status === 'loaded' &&
        (project ? (
          <ProductMappingTable key={project.id} project={project} />
        ) : (
          <EmptyState
            icon={<CompassIcon size={26} />}
            title={projectId ? 'Storefront not found' : 'Choose a storefront'}
          >
            {projectId
              ? 'It does not exist or is not one of yours. Choose another one above.'
              : 'Its products and the vendor items or kits they ship as appear here.'}
          </EmptyState>
        ))}
    </>
  );
}
