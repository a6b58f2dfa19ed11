import { isOverwolfBuild } from '../build-info.ts';
import { overwolfPlatform } from './overwolf-platform.ts';
import type { Platform } from './platform.ts';
import { webPlatform } from './web-platform.ts';

/**
 * The platform for this build, chosen on the build target (a compile-time constant, so
 * each bundle keeps only its own adapter). The mobile issue adds Capacitor's.
 */
export const platform: Platform = isOverwolfBuild ? overwolfPlatform : webPlatform;
