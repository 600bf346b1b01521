import {
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  CalendarOutlined,
  CommentOutlined,
  DashboardOutlined,
  DownloadOutlined,
  FileTextOutlined,
  FlagOutlined,
  HeartOutlined,
  IdcardOutlined,
  LockOutlined,
  MessageOutlined,
  PictureOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UploadOutlined,
  UserOutlined,
  WalletOutlined,
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
  flag: <FlagOutlined />,
  calendar: <CalendarOutlined />,
  wallet: <WalletOutlined />,
  lock: <LockOutlined />,
  audit: <AuditOutlined />,
  setting: <SettingOutlined />,
  upload: <UploadOutlined />,
  idcard: <IdcardOutlined />,
};

/** A key the web does not know yet gets a neutral icon rather than none. */
export function MenuIcon({ name }: { name: string }) {
  return ICONS[name] ?? <AppstoreOutlined />;
}
