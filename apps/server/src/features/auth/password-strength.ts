// Refuses common and easily guessed passwords (docs/product/accounts.md, "Sign-up") with
// zxcvbn-ts: its dictionaries hold the most common passwords of breach lists, names and words,
// and it sees keyboard walks, sequences, repeats, dates and l33t spellings.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * zxcvbn scores 0–4; 2 means about 10^6–10^8 guesses, out of reach of an online attack that
 * our rate limits slow to a few tries a minute. 0 and 1 are the breach-list and near-miss
 * passwords ('Password1', 'Qwerty123', 'Abcdef').
 */
const MIN_SCORE = 2;

let factory: ZxcvbnFactory | null = null;

function estimator(): ZxcvbnFactory {
  // Building the dictionaries takes a moment; do it once, on first use.
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}

/**
 * True when the password is too easy to guess. `related` are the account's own words (e-mail,
 * username, display name), which an attacker would try first.
 */
export function isWeakPassword(password: string, related: readonly string[] = []): boolean {
  const inputs = related.flatMap((value) => [value, ...value.split(/[@._\s-]+/)]).filter(Boolean);
  return estimator().check(password, ['sada', ...inputs]).score < MIN_SCORE;
}
