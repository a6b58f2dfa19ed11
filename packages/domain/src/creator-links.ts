// Links of the creator programs: a streamer's channel and a social media post. Both sides
// read them the same way: the form says at once what is wrong, the server decides.

/** Where a streamer streams. */
export const STREAM_PLATFORMS = ['twitch', 'youtube', 'kick', 'tiktok', 'facebook'] as const;
export type StreamPlatform = (typeof STREAM_PLATFORMS)[number];

/** Where a social media program member posts. */
export const SOCIAL_PLATFORMS = [
  'x',
  'instagram',
  'tiktok',
  'youtube',
  'facebook',
  'reddit',
  'twitch',
  'threads',
  'bluesky',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Host (lower case, without www., m. or mobile.) → platform. */
const HOSTS: Record<string, SocialPlatform | StreamPlatform> = {
  'x.com': 'x',
  'twitter.com': 'x',
  'instagram.com': 'instagram',
  'tiktok.com': 'tiktok',
  'vm.tiktok.com': 'tiktok',
  'youtube.com': 'youtube',
  'youtu.be': 'youtube',
  'facebook.com': 'facebook',
  'fb.watch': 'facebook',
  'reddit.com': 'reddit',
  'old.reddit.com': 'reddit',
  'redd.it': 'reddit',
  'twitch.tv': 'twitch',
  'clips.twitch.tv': 'twitch',
  'kick.com': 'kick',
  'threads.net': 'threads',
  'threads.com': 'threads',
  'bsky.app': 'bluesky',
};

/** The longest link either form takes (browsers and platforms stay well under it). */
export const MAX_LINK_LENGTH = 500;

interface ParsedLink {
  platform: SocialPlatform | StreamPlatform;
  /** Path segments, empty ones dropped, percent-decoding left as it came. */
  segments: string[];
  params: URLSearchParams;
}

function parseLink(raw: string): ParsedLink | null {
  const value = raw.trim();
  if (value.length === 0 || value.length > MAX_LINK_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  const platform = HOSTS[host];
  if (!platform) return null;
  // Short-link hosts are kept in the first segment so the rules below can tell them apart.
  const prefix = ['youtu.be', 'vm.tiktok.com', 'fb.watch', 'redd.it', 'clips.twitch.tv', 'old.reddit.com'].includes(
    host,
  )
    ? [`@@${host}`]
    : [];
  const segments = url.pathname.split('/').filter((s) => s.length > 0);
  return { platform, segments: [...prefix, ...segments], params: url.searchParams };
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const HANDLE = /^@?[A-Za-z0-9_.-]{1,100}$/;
const isId = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && ID.test(value);
const isHandle = (value: string | undefined): value is string => value !== undefined && HANDLE.test(value);

export interface RecognizedPost {
  platform: SocialPlatform;
  /**
   * What makes two links the same post (twitter.com and x.com, youtu.be and watch?v=, a
   * tracking parameter more or less): duplicates are refused on it.
   */
  key: string;
  /** The link as it will be shown and opened: https, the platform's own host, no tracking. */
  url: string;
}

type PostRule = (s: string[], params: URLSearchParams) => { key: string; url: string } | null;

const POST_RULES: Record<SocialPlatform, PostRule> = {
  x: ([user, status, id]) =>
    isHandle(user) && status === 'status' && /^\d{1,25}$/.test(id ?? '')
      ? { key: `x:${id}`, url: `https://x.com/${user}/status/${id}` }
      : null,
  instagram: ([kind, code]) =>
    ['p', 'reel', 'reels', 'tv'].includes(kind ?? '') && isId(code)
      ? { key: `instagram:${code}`, url: `https://www.instagram.com/${kind === 'reels' ? 'reel' : kind}/${code}/` }
      : null,
  tiktok: ([first, kind, id]) => {
    if (first === '@@vm.tiktok.com')
      return isId(kind) ? { key: `tiktok:short:${kind}`, url: `https://vm.tiktok.com/${kind}/` } : null;
    return first?.startsWith('@') &&
      isHandle(first) &&
      (kind === 'video' || kind === 'photo') &&
      /^\d{1,30}$/.test(id ?? '')
      ? { key: `tiktok:${id}`, url: `https://www.tiktok.com/${first}/${kind}/${id}` }
      : null;
  },
  youtube: ([first, second], params) => {
    const id =
      first === '@@youtu.be'
        ? second
        : first === 'watch'
          ? params.get('v')
          : ['shorts', 'live'].includes(first ?? '')
            ? second
            : null;
    return isId(id) && id.length >= 6 && id.length <= 20
      ? { key: `youtube:${id}`, url: `https://www.youtube.com/watch?v=${id}` }
      : null;
  },
  facebook: (s, params) => {
    if (s[0] === '@@fb.watch')
      return isId(s[1]) ? { key: `facebook:watch:${s[1]}`, url: `https://fb.watch/${s[1]}/` } : null;
    if (s[0] === 'watch' && /^\d{1,30}$/.test(params.get('v') ?? '')) {
      return { key: `facebook:video:${params.get('v')}`, url: `https://www.facebook.com/watch/?v=${params.get('v')}` };
    }
    if (s[0] === 'permalink.php' && /^\d{1,30}$/.test(params.get('story_fbid') ?? '')) {
      const story = params.get('story_fbid')!;
      const id = params.get('id') ?? '';
      return /^\d{1,30}$/.test(id)
        ? { key: `facebook:story:${story}`, url: `https://www.facebook.com/permalink.php?story_fbid=${story}&id=${id}` }
        : null;
    }
    if (s[0] === 'share' && ['p', 'v', 'r'].includes(s[1] ?? '') && isId(s[2])) {
      return { key: `facebook:share:${s[2]}`, url: `https://www.facebook.com/share/${s[1]}/${s[2]}/` };
    }
    if (s[0] === 'reel' && /^\d{1,30}$/.test(s[1] ?? '')) {
      return { key: `facebook:video:${s[1]}`, url: `https://www.facebook.com/reel/${s[1]}` };
    }
    const [page, kind, id] = s;
    return isHandle(page) && ['posts', 'videos'].includes(kind ?? '') && isId(id)
      ? {
          key: `facebook:${kind === 'videos' ? 'video' : 'post'}:${id}`,
          url: `https://www.facebook.com/${page}/${kind}/${id}`,
        }
      : null;
  },
  reddit: (s) => {
    if (s[0] === '@@redd.it')
      return isId(s[1]) ? { key: `reddit:${s[1].toLowerCase()}`, url: `https://redd.it/${s[1]}` } : null;
    const rest = s[0] === '@@old.reddit.com' ? s.slice(1) : s;
    const [kind, name, comments, id] = rest;
    return ['r', 'u', 'user'].includes(kind ?? '') && isHandle(name) && comments === 'comments' && isId(id)
      ? { key: `reddit:${id.toLowerCase()}`, url: `https://www.reddit.com/${kind}/${name}/comments/${id}/` }
      : null;
  },
  twitch: (s) => {
    if (s[0] === '@@clips.twitch.tv') {
      return isId(s[1]) ? { key: `twitch:clip:${s[1]}`, url: `https://clips.twitch.tv/${s[1]}` } : null;
    }
    if (s[0] === 'videos' && /^\d{1,20}$/.test(s[1] ?? '')) {
      return { key: `twitch:video:${s[1]}`, url: `https://www.twitch.tv/videos/${s[1]}` };
    }
    return isHandle(s[0]) && s[1] === 'clip' && isId(s[2])
      ? { key: `twitch:clip:${s[2]}`, url: `https://clips.twitch.tv/${s[2]}` }
      : null;
  },
  threads: ([user, post, code]) =>
    user?.startsWith('@') && isHandle(user) && post === 'post' && isId(code)
      ? { key: `threads:${code}`, url: `https://www.threads.net/${user}/post/${code}` }
      : null,
  bluesky: ([profile, handle, post, rkey]) =>
    profile === 'profile' && isHandle(handle) && post === 'post' && isId(rkey)
      ? { key: `bluesky:${handle.toLowerCase()}/${rkey}`, url: `https://bsky.app/profile/${handle}/post/${rkey}` }
      : null,
};

/**
 * A link to one post on a known platform, or null: an unknown site, a profile or home page
 * rather than a post, or not a link at all.
 */
export function recognizePost(raw: string): RecognizedPost | null {
  const link = parseLink(raw);
  if (!link || !(SOCIAL_PLATFORMS as readonly string[]).includes(link.platform)) return null;
  const platform = link.platform as SocialPlatform;
  const found = POST_RULES[platform](link.segments, link.params);
  return found ? { platform, ...found } : null;
}

type ChannelRule = (s: string[]) => string | null;

const RESERVED = new Set([
  'videos',
  'directory',
  'search',
  'settings',
  'watch',
  'explore',
  'p',
  'reel',
  'login',
  'signup',
]);
const channelName = (value: string | undefined) =>
  value !== undefined && HANDLE.test(value) && !RESERVED.has(value.toLowerCase()) ? value : null;

const CHANNEL_RULES: Record<StreamPlatform, ChannelRule> = {
  twitch: ([name, ...rest]) =>
    rest.length === 0 && channelName(name) ? `https://www.twitch.tv/${name!.toLowerCase()}` : null,
  kick: ([name, ...rest]) =>
    rest.length === 0 && channelName(name) ? `https://kick.com/${name!.toLowerCase()}` : null,
  youtube: ([first, second]) => {
    if (first?.startsWith('@') && channelName(first)) return `https://www.youtube.com/${first}`;
    if (['channel', 'c', 'user'].includes(first ?? '') && channelName(second)) {
      return `https://www.youtube.com/${first}/${second}`;
    }
    return null;
  },
  tiktok: ([name, ...rest]) =>
    rest.length === 0 && name?.startsWith('@') && channelName(name) ? `https://www.tiktok.com/${name}` : null,
  facebook: ([first, second]) => {
    if (first === 'gaming' && channelName(second)) return `https://www.facebook.com/gaming/${second}`;
    return second === undefined && channelName(first) ? `https://www.facebook.com/${first}` : null;
  },
};

/** The channel's link as shown to reviewers (https, the platform's host), or null when it is not one of `platform`'s channels. */
export function recognizeChannel(platform: StreamPlatform, raw: string): string | null {
  const link = parseLink(raw);
  if (!link || link.platform !== platform || link.segments[0]?.startsWith('@@')) return null;
  return CHANNEL_RULES[platform](link.segments);
}
