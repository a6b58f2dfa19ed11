import type { Platform } from './platform.ts';
import { webPlatform } from './web-platform.ts';

/**
 * The platform for this build. The mobile and overlay issues add their adapters here,
 * selected on BUILD_TARGET so each bundle keeps only its own.
 */
export const platform: Platform = webPlatform;
