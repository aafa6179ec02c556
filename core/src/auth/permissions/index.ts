export * from './permission.js';
export { PermissionRegistry } from './permission-registry.js';
export { kernelPermissions } from './kernel-permissions.js';
export { requirePermission } from './require-permission.js';
export { checkRoutePermissions, checkUiPermissions } from './check-route-permissions.js';
