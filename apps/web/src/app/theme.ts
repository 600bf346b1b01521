import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  // Class names without hashes, and the theme's CSS variables on one fixed class: the style
  // sheets built with the app (vite-antd-style.ts) and the static loader in index.html name
  // the same classes as the components do.
  hashed: false,
  cssVar: { key: 'madrasah' },
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
