import { useState } from 'react';

/**
 * True from the first time `open` is: a closed overlay (drawer, modal) then mounts, and builds
 * its antd styles, only when first needed instead of with the page, and stays mounted after
 * so it can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
