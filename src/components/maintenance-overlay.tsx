export function MaintenanceOverlay() {
  return null;
}
