import { isCapacitorBuild, isOverwolfBuild } from '../build-info.ts';
import { capacitorDeps, createCapacitorPlatform } from './capacitor-platform.ts';
import { overwolfPlatform } from './overwolf-platform.ts';
import type { Platform } from './platform.ts';
import { webPlatform } from './web-platform.ts';

/**
 * The platform for this build, chosen on the build target (a compile-time constant, so
 * each bundle keeps only its own adapter).
 */
export const platform: Platform = isOverwolfBuild
  ? overwolfPlatform
  : isCapacitorBuild
    ? createCapacitorPlatform(capacitorDeps())
    : webPlatform;
