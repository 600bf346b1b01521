import { isMobileDevice } from '../lib/device';

/** Like the shell, these screens take their shape from the device type (spec 01 section 9). */
export const mobile = isMobileDevice(navigator);

/** Small cards leave more of a phone's narrow screen to their content. */
export const cardSize = mobile ? 'small' : 'default';
