import type { ScreenProps } from '../../routes';

export default function Screen(_props: Partial<ScreenProps>) {
  return <h1>support/redirect-support</h1>;
}
