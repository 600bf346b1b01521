import {
  AppstoreOutlined,
  BookOutlined,
  CommentOutlined,
  DashboardOutlined,
  DownloadOutlined,
  FileTextOutlined,
  HeartOutlined,
  MessageOutlined,
  PictureOutlined,
  ScheduleOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icon keys sent by the server menu (and used by the mobile tab bar). */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  user: <UserOutlined />,
  schedule: <ScheduleOutlined />,
  team: <TeamOutlined />,
  comment: <CommentOutlined />,
  book: <BookOutlined />,
  warning: <WarningOutlined />,
  trophy: <TrophyOutlined />,
  file: <FileTextOutlined />,
  heart: <HeartOutlined />,
  message: <MessageOutlined />,
  picture: <PictureOutlined />,
  download: <DownloadOutlined />,
};

/** A key the web does not know yet gets a neutral icon rather than none. */
export function MenuIcon({ name }: { name: string }) {
  return ICONS[name] ?? <AppstoreOutlined />;
}
