import {
  AUDIO_ERROR_MESSAGE,
  LOAD_TRACK_ERROR_MESSAGE,
  PLAY_ERROR_MESSAGE,
} from '@sada/player-core';
import type { TFunction } from 'i18next';

const errorKeys = {
  [AUDIO_ERROR_MESSAGE]: 'player.errors.audio',
  [PLAY_ERROR_MESSAGE]: 'player.errors.play',
  [LOAD_TRACK_ERROR_MESSAGE]: 'player.errors.load',
} as const;

/** The player's error messages in the listener's language. */
export function translatePlayerError(t: TFunction, message: string): string {
  const key = errorKeys[message as keyof typeof errorKeys];
  return key ? t(key) : message;
}
