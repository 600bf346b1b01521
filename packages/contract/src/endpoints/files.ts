/** The files endpoints. */
export const FILES = {
  files: '/files/*',
} as const;
