import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b6b3a',
    colorInfo: '#0b6b3a',
    colorLink: '#0b6b3a',
    borderRadius: 8,
    colorBgLayout: '#f3f6f4',
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 16px', footerBg: 'transparent' },
    Menu: {
      itemBorderRadius: 8,
      itemSelectedBg: '#e6f2eb',
      itemSelectedColor: '#0b6b3a',
      itemActiveBg: '#e6f2eb',
      // The Sider and the Drawer draw their own edge.
      activeBarBorderWidth: 0,
    },
  },
};
