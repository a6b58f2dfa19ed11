import { describe, expect, it } from 'vitest';
import { CHALLENGE_KINDS } from '@playeats/contracts/rewards';
import { HttpProblem } from '../../../lib/problem.ts';
import { gameOfKind, KIND_NAMES_GAME } from './challenge-kinds.ts';

describe('challenge kinds and their game', () => {
  it('a kind about one game keeps it and needs it', () => {
    expect(gameOfKind('play_game_hours', '21216')).toBe('21216');
    expect(() => gameOfKind('play_game_hours', null)).toThrow(HttpProblem);
    expect(() => gameOfKind('play_game_hours', '')).toThrow('A play_game_hours challenge names its game.');
  });

  it('the other kinds keep none, whatever is given', () => {
    expect(gameOfKind('play_any_game_hours', '21216')).toBeNull();
    expect(gameOfKind('place_orders', undefined)).toBeNull();
  });

  it('every kind says whether it is about a game', () => {
    expect(Object.keys(KIND_NAMES_GAME).sort()).toEqual([...CHALLENGE_KINDS].sort());
  });
});
