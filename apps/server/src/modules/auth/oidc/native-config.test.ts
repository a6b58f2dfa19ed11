import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'development', ...env });
const problemsOf = (env: Record<string, string>) => {
  try {
    load(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
};

describe('the apps’ sign-in settings (decision 0032), validated at start', () => {
  it('takes Google client ids of Google’s shape and the provider endpoints, with the defaults', () => {
    const config = load({
      GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com',
      GOOGLE_IOS_CLIENT_ID: '123-ios.apps.googleusercontent.com',
      MICROSOFT_CLIENT_ID: 'ms',
      MICROSOFT_NATIVE_CLIENT_ID: 'ms',
    });
    expect(config.GOOGLE_IOS_CLIENT_ID).toBe('123-ios.apps.googleusercontent.com');
    expect(config.GOOGLE_ANDROID_CLIENT_ID).toBeNull();
    expect(config.GOOGLE_TOKEN_URL).toBe('https://oauth2.googleapis.com/token');
    expect(config.MICROSOFT_AUTHORIZE_URL).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/authorize');
  });

  it('names each wrong or missing variable', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'web', GOOGLE_ANDROID_CLIENT_ID: 'not-a-google-id' })).toEqual([
      expect.stringMatching(/^GOOGLE_ANDROID_CLIENT_ID: /),
    ]);
    expect(problemsOf({ GOOGLE_IOS_CLIENT_ID: '1.apps.googleusercontent.com' })).toEqual([
      expect.stringMatching(/^GOOGLE_CLIENT_ID: required/),
    ]);
    expect(problemsOf({ MICROSOFT_NATIVE_CLIENT_ID: 'ms' })).toEqual([
      expect.stringMatching(/^MICROSOFT_CLIENT_ID: required/),
    ]);
    expect(
      problemsOf({
        MICROSOFT_CLIENT_ID: 'ms',
        MICROSOFT_NATIVE_CLIENT_ID: 'ms',
        ANDROID_APP_PACKAGE: 'com.play_eats.app',
      }),
    ).toEqual([expect.stringMatching(/^ANDROID_APP_PACKAGE: /)]);
    expect(problemsOf({ GOOGLE_TOKEN_URL: 'not a url' })).toEqual([expect.stringMatching(/^GOOGLE_TOKEN_URL: /)]);
  });
});
