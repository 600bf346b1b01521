/** The session endpoints. */
export const SESSION = {
  health: '/health',
  config: '/config',
  login: '/login',
  logout: '/logout',
  privilegeAccess: '/privilege/access',
  privilegeMenu: '/privilege/menu',
  changePassword: (id: number | string) => `/user/ubah-password/${id}`,
} as const;
