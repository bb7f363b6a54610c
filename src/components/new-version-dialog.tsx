export function NewVersionDialog() {
  return null;
}
