import {
  AppstoreOutlined,
  CommentOutlined,
  DashboardOutlined,
  ScheduleOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icon keys sent by the server menu (and used by the mobile tab bar). */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  user: <UserOutlined />,
  schedule: <ScheduleOutlined />,
  team: <TeamOutlined />,
  comment: <CommentOutlined />,
};

/** A key the web does not know yet gets a neutral icon rather than none. */
export function MenuIcon({ name }: { name: string }) {
  return ICONS[name] ?? <AppstoreOutlined />;
}
