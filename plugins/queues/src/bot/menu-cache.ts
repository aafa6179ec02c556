/**
 * The key of a company's connection menus in the kernel's cache (`connectionMenu` reads them on every message):
 * dropped, on every process, when one of its queues or connections changes.
 */
export const menuKey = (companyId: number) => `queues:menus:${companyId}`;
