import { css } from 'styled-system/css';
import { PageHeader } from '../../components/page-header';
import type { ScreenProps } from '../../routes.types';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** /my-account: the signed-in user's profile and password. */
export default function MyAccountScreen(_props: Partial<ScreenProps>) {
  return (
    <>
      <PageHeader title="My Account" description="Your profile, timezone and password." />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', xl: 'repeat(2, minmax(0, 1fr))' },
          gap: '6',
          alignItems: 'start',
          maxW: '1100px',
        })}
      >
        <ProfileForm />
        <PasswordForm />
      </div>
    </>
  );
}
