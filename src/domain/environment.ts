/** The deployment environment, told apart by host name as spec §1 says. */
export type EnvironmentName = 'admin' | 'admin-staging' | 'brand' | 'brand-staging' | 'localhost';

export interface EnvironmentInfo {
  name: EnvironmentName;
  label: string;
  isProduction: boolean;
}

const labels: Record<EnvironmentName, string> = {
  admin: 'Admin',
  'admin-staging': 'Admin staging',
  brand: 'Brand portal',
  'brand-staging': 'Brand staging',
  localhost: 'Local',
};

/** `admin-staging.example.com` → admin-staging; an unknown host counts as localhost (development). */
export function environmentFromHost(hostname: string): EnvironmentInfo {
  const first = hostname.toLowerCase().split('.')[0] ?? '';
  const name: EnvironmentName =
    (['admin-staging', 'brand-staging', 'admin', 'brand'] as const).find((n) => first === n) ?? 'localhost';
  return { name, label: labels[name], isProduction: name === 'admin' || name === 'brand' };
}

export function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';
}
