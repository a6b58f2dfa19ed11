/** What /DiscordCallback hands the page the link started from (router location state). */
export type DiscordOutcome = { linked: string } | { problem: string };

export interface DiscordOutcomeState {
  discordLink?: DiscordOutcome;
}

/** The creators namespace key of a refusal's message. */
export function outcomeKey(problem: string): string {
  switch (problem) {
    case 'DiscordLinkExpiredException':
      return 'discord.outcome.expired';
    case 'DiscordLinkRefusedException':
      return 'discord.outcome.refused';
    case 'DiscordAccountTakenException':
      return 'discord.outcome.taken';
    case 'DiscordUnavailableException':
      return 'discord.outcome.unavailable';
    case 'DiscordLinkNotAllowedException':
      return 'discord.outcome.notAllowed';
    default:
      return 'discord.outcome.failed';
  }
}
