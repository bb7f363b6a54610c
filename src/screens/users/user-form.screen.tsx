import { Form, Formik, useField } from 'formik';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { Link, useLocation } from 'wouter';
import { loadMyProjects } from '../../api/storefronts.api';
import { buttonClass, Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { MultiSelectField } from '../../components/form/multi-select-field';
import { PageLoading } from '../../components/page-loading';
import { SelectField } from '../../components/select-field';
import { StaleNotice } from '../../components/stale-notice';
import { apiSubmit } from '../../components/use-api-form';
import { useLoad } from '../../machines/load/use-load';
import { roleLabels, roles } from '../../domain/permissions';
import {
  rolesOf,
  userCreateSchema,
  userEditSchema,
  type UserCreateInput,
  type UserEditInput,
} from '../../domain/resources/user.schema';
import { useApi, usePermissions, useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { AccessField } from './access-field';
import { PermissionPicker } from './permission-picker';
import {
  fullName,
  loadAccessChoices,
  USERS_PATH,
  useUsersClient,
  type AccessChoices,
  type AdminUser,
  type Choice,
} from '../../api/users.api';
import { ui } from '../../components/ui/styles';

type Values = UserCreateInput & UserEditInput;

const roleOptions = roles.map((r) => ({ value: r, label: roleLabels[r] }));
const grid = (columns: string) =>
  css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: columns }, gap: '4' });

function emptyUser(me: { accessVendorIds: number[] | null; accessWarehouseIds: number[] | null }): Values {
  return {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    newPassword: null,
    roleType: 'manager',
    moreRoles: [],
    permissions: [],
    isManager: false,
    // A limited admin can only create limited users: start from an empty choice, not "every".
    accessVendorIds: me.accessVendorIds === null ? null : [],
    accessWarehouseIds: me.accessWarehouseIds === null ? null : [],
    projectId: null,
  };
}

const valuesOf = (u: AdminUser): Values => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  password: '',
  newPassword: null,
  roleType: u.roles[0] ?? 'manager',
  moreRoles: u.roles.slice(1),
  permissions: u.permissions,
  isManager: u.isManager,
  accessVendorIds: u.accessVendorIds,
  accessWarehouseIds: u.accessWarehouseIds,
  projectId: u.projectId,
});

function ManagerCheckbox() {
  const [field, , helpers] = useField<boolean>('isManager');
  return (
    <label className={ui.checkLabel}>
      <input
        type="checkbox"
        checked={field.value}
        onChange={(e) => void helpers.setValue(e.target.checked)}
      />
      Team lead (the manager flag: leads a team of users)
    </label>
  );
}

interface Loaded {
  user: AdminUser | null;
  choices: AccessChoices;
  projects: Choice[];
}

function UserForm({ loaded, onReload }: { loaded: Loaded; onReload: () => void }) {
  const { user } = loaded;
  const users = useUsersClient();
  const { can } = usePermissions();
  const { user: me } = useSession();
  const [, navigate] = useLocation();
  const schema = user ? userEditSchema : userCreateSchema;
  const limits = {
    accessVendorIds: me.accessVendorIds ?? null,
    accessWarehouseIds: me.accessWarehouseIds ?? null,
  };
  const submit = apiSubmit(
    (values: Values) => {
      const body = schema.cast(values, { stripUnknown: true });
      return user ? users.edit({ ...body, id: user.id, version: user.version }) : users.add(body);
    },
    (saved) => {
      toast.success(user ? `${fullName(saved)} saved.` : `${fullName(saved)} can now sign in.`);
      navigate(USERS_PATH);
    },
  );
  return (
    <Formik
      initialValues={user ? valuesOf(user) : emptyUser(limits)}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate className={ui.stack5}>
          <StaleNotice onReload={onReload} />
          <Card title="Person">
            <div className={ui.stack}>
              <div className={grid('1fr 1fr')}>
                <FormField name="firstName" label="First name" autoComplete="off" />
                <FormField name="lastName" label="Last name" autoComplete="off" />
              </div>
              <div className={grid('1fr 1fr')}>
                <FormField name="email" label="E-mail" type="email" autoComplete="off" />
                {user ? (
                  <FormField
                    name="newPassword"
                    label="New password"
                    type="password"
                    autoComplete="new-password"
                    helpText="Leave empty to keep the password. A new one signs the user out everywhere."
                  />
                ) : (
                  <FormField
                    name="password"
                    label="Password"
                    type="password"
                    autoComplete="new-password"
                    helpText="At least 8 characters. Give it to the user in person; they can change it."
                  />
                )}
              </div>
              <SelectField
                name="projectId"
                label="Default storefront"
                options={[
                  { value: null, label: '—' },
                  ...loaded.projects.map((p) => ({ value: p.id, label: p.name })),
                ]}
              />
            </div>
          </Card>
          <Card title="Roles" description="A role grants its default permissions; a user may have several.">
            <div className={ui.stack}>
              <SelectField name="roleType" label="Main role" options={roleOptions} />
              <MultiSelectField
                name="moreRoles"
                label="Further roles"
                options={roleOptions.filter((o) => o.value !== values.roleType)}
              />
              <ManagerCheckbox />
            </div>
          </Card>
          <Card title="Access" description="Which vendors’ and warehouses’ records the user sees.">
            <div className={grid('1fr 1fr')}>
              <AccessField
                name="accessVendorIds"
                label="Vendors"
                noun="vendors"
                choices={loaded.choices.vendors}
                canGrantAll={limits.accessVendorIds === null}
              />
              <AccessField
                name="accessWarehouseIds"
                label="Warehouses"
                noun="warehouses"
                choices={loaded.choices.warehouses}
                canGrantAll={limits.accessWarehouseIds === null}
              />
            </div>
          </Card>
          <Card title="Permissions" description="On top of what the roles grant.">
            <PermissionPicker
              name="permissions"
              roles={rolesOf({ roleType: values.roleType, moreRoles: values.moreRoles })}
              grantable={can}
            />
          </Card>
          <div className={ui.row}>
            <Button type="submit" loading={isSubmitting}>
              {user ? 'Save' : 'Create user'}
            </Button>
            <Link href={USERS_PATH} className={buttonClass({ variant: 'secondary' })}>
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** /admin/users/create and /admin/users/edit/:id. */
export default function UserFormScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id;
  const users = useUsersClient();
  const api = useApi();
  const load = useLoad(
    async (signal): Promise<Loaded> => {
      const [user, choices, projects] = await Promise.all([
        id ? users.get(id, signal) : Promise.resolve(null),
        loadAccessChoices(api, signal),
        loadMyProjects(api, signal),
      ]);
      return {
        user,
        choices,
        projects: projects.map((p) => ({ id: p.id, name: `${p.name} (${p.clientCode})` })),
      };
    },
    [id, users, api],
  );
  const title =
    load.status === 'loaded' && load.data.user
      ? `Edit ${fullName(load.data.user)}`
      : id
        ? 'Edit user'
        : 'New user';
  return (
    <div className={ui.maxW1100}>
      <h1 className={ui.formTitle}>{title}</h1>
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The user could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && (
        // A reload brings a new version: the form starts again from it.
        <UserForm key={load.data.user?.version ?? 'new'} loaded={load.data} onReload={load.retry} />
      )}
    </div>
  );
}
