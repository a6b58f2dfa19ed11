import { describe, expect, it } from 'vitest';
import { recognizeChannel, recognizePost } from './creator-links.ts';

describe('recognizePost', () => {
  it.each([
    ['https://x.com/playeats/status/1790000000000000001', 'x', 'x:1790000000000000001'],
    ['twitter.com/PlayEats/status/1790000000000000001?s=20&t=abc', 'x', 'x:1790000000000000001'],
    ['https://mobile.twitter.com/playeats/status/1790000000000000001', 'x', 'x:1790000000000000001'],
    ['https://www.instagram.com/p/C7abc_DEF-1/?igsh=xyz', 'instagram', 'instagram:C7abc_DEF-1'],
    ['https://instagram.com/reels/C7abc_DEF-1', 'instagram', 'instagram:C7abc_DEF-1'],
    ['https://www.tiktok.com/@gamer.one/video/7350000000000000000?lang=en', 'tiktok', 'tiktok:7350000000000000000'],
    ['https://vm.tiktok.com/ZMabc123/', 'tiktok', 'tiktok:short:ZMabc123'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube', 'youtube:dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=track', 'youtube', 'youtube:dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'youtube:dQw4w9WgXcQ'],
    ['https://www.facebook.com/playeats/posts/pfbid02abc', 'facebook', 'facebook:post:pfbid02abc'],
    ['https://www.facebook.com/watch/?v=123456789', 'facebook', 'facebook:video:123456789'],
    ['https://www.facebook.com/reel/123456789', 'facebook', 'facebook:video:123456789'],
    ['https://www.reddit.com/r/gaming/comments/1abcde/my_dinner/', 'reddit', 'reddit:1abcde'],
    ['https://old.reddit.com/r/gaming/comments/1ABCDE/', 'reddit', 'reddit:1abcde'],
    ['https://clips.twitch.tv/FunnyClipSlug-abc123', 'twitch', 'twitch:clip:FunnyClipSlug-abc123'],
    ['https://www.twitch.tv/streamer/clip/FunnyClipSlug-abc123', 'twitch', 'twitch:clip:FunnyClipSlug-abc123'],
    ['https://www.threads.net/@playeats/post/C7xyz', 'threads', 'threads:C7xyz'],
    ['https://bsky.app/profile/playeats.bsky.social/post/3kabc', 'bluesky', 'bluesky:playeats.bsky.social/3kabc'],
  ])('%s is a %s post', (link, platform, key) => {
    expect(recognizePost(link)).toMatchObject({ platform, key });
  });

  it('gives one key and a clean link for the same post written two ways', () => {
    const a = recognizePost('https://twitter.com/PlayEats/status/17?s=20')!;
    const b = recognizePost('https://x.com/someone_else/status/17')!;
    expect(a.key).toBe(b.key);
    expect(a.url).toBe('https://x.com/PlayEats/status/17');
    expect(recognizePost('https://youtu.be/dQw4w9WgXcQ?si=x')!.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it.each([
    ['', 'empty'],
    ['not a link', 'words'],
    ['https://example.com/post/1', 'unknown site'],
    ['ftp://x.com/a/status/1', 'another scheme'],
    ['https://x.com/playeats', 'a profile, not a post'],
    ['https://www.youtube.com/@playeats', 'a channel, not a video'],
    ['https://www.instagram.com/playeats/', 'a profile'],
    ['https://user:pw@x.com/a/status/1', 'credentials in the link'],
    ['https://x.com:8443/a/status/1', 'another port'],
    ['https://x.com.evil.test/a/status/1', 'a look-alike host'],
    [`https://x.com/a/status/${'1'.repeat(600)}`, 'too long'],
    ['https://kick.com/streamer', 'kick is a stream platform only'],
  ])('refuses %s (%s)', (link) => {
    expect(recognizePost(link)).toBeNull();
  });
});

describe('recognizeChannel', () => {
  it.each([
    ['twitch', 'https://www.twitch.tv/Ninja', 'https://www.twitch.tv/ninja'],
    ['twitch', 'twitch.tv/some_streamer/', 'https://www.twitch.tv/some_streamer'],
    ['kick', 'https://kick.com/xqc', 'https://kick.com/xqc'],
    ['youtube', 'https://youtube.com/@PlayEats', 'https://www.youtube.com/@PlayEats'],
    [
      'youtube',
      'https://www.youtube.com/channel/UC1234567890abcdefghij',
      'https://www.youtube.com/channel/UC1234567890abcdefghij',
    ],
    ['tiktok', 'https://www.tiktok.com/@gamer.one', 'https://www.tiktok.com/@gamer.one'],
    ['facebook', 'https://www.facebook.com/gaming/PlayEats', 'https://www.facebook.com/gaming/PlayEats'],
  ] as const)('%s channel %s', (platform, link, shown) => {
    expect(recognizeChannel(platform, link)).toBe(shown);
  });

  it.each([
    ['twitch', 'https://kick.com/xqc'],
    ['twitch', 'https://www.twitch.tv/videos/123'],
    ['twitch', 'https://www.twitch.tv/'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ'],
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['tiktok', 'https://www.tiktok.com/@gamer/video/1'],
    ['kick', 'https://example.com/xqc'],
  ] as const)('%s refuses %s', (platform, link) => {
    expect(recognizeChannel(platform, link)).toBeNull();
  });
});
