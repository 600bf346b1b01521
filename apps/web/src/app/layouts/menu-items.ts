import type { MenuItem } from '@madrasah/contract/schemas/session';

/** The server menu cut to pages the user can open; a group stays while one of its entries does. */
export function visibleMenu(items: MenuItem[], canOpen: (path: string) => boolean): MenuItem[] {
  return items.flatMap((item) => {
    const children = visibleMenu(item.children ?? [], canOpen);
    if (children.length > 0) return [{ ...item, children }];
    return canOpen(item.path) ? [{ name: item.name, path: item.path, icon: item.icon }] : [];
  });
}

/** True when `path` is `pathname` or one of its parent paths ('/' only matches itself). */
export function isWithin(path: string, pathname: string): boolean {
  return path === pathname || (path !== '/' && pathname.startsWith(`${path}/`));
}

/**
 * The entry to highlight: the longest entry path that is the current path or a parent of it,
 * so a detail page (e.g. under pelanggaran-siswa) lights up its list entry.
 */
export function activeMenuPath(items: MenuItem[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const path of leafPaths(items)) {
    if (isWithin(path, pathname) && path.length > (best?.length ?? -1)) best = path;
  }
  return best;
}

/** The groups to unfold so that the entry at `path` shows. */
export function groupsContaining(items: MenuItem[], path: string): string[] {
  for (const item of items) {
    if (!item.children) continue;
    if (item.children.some((child) => child.path === path)) return [item.path];
    const inner = groupsContaining(item.children, path);
    if (inner.length > 0) return [item.path, ...inner];
  }
  return [];
}

function leafPaths(items: MenuItem[]): string[] {
  return items.flatMap((item) => (item.children ? leafPaths(item.children) : [item.path]));
}
