type NavigatorWithUaData = Pick<Navigator, 'userAgent'> & { userAgentData?: { mobile: boolean } };

const MOBILE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|Opera Mini|BlackBerry|webOS/i;

/**
 * The spec picks the layout by device type, not by window width: a phone gets the mobile
 * layout even in landscape, a narrow desktop window keeps the desktop one. Tablets count as
 * desktop, as userAgentData.mobile does.
 */
export function isMobileDevice(nav: NavigatorWithUaData): boolean {
  return nav.userAgentData?.mobile === true || MOBILE_UA.test(nav.userAgent);
}
