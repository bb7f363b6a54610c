import type { ScreenProps } from '../../routes';

export default function Screen(_props: Partial<ScreenProps>) {
  return <h1>account/my-account</h1>;
}
