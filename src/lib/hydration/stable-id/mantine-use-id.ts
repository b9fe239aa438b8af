import { useId } from 'react'

/**
 * Mantine's useId (from @mantine/hooks) without its second render: Mantine starts from React's id and
 * then, in a layout effect, swaps it for a random one. React renders a state update from a layout
 * effect synchronously, so every Select, Tabs, Popover and input wrapper rendered its subtree a second
 * time inside the task that commits the hydration (decision 033: no synchronous re-render during
 * hydration). React's id is already the same on the server and in the browser and unique per page;
 * the build puts this module in the place of Mantine's (scripts/vite-mantine-stable-id-plugin.ts).
 */
export function useMantineId(staticId?: string): string {
  const reactId = useId()
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`
}
