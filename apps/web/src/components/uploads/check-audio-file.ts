import { audioFileProblem, uploadMessages } from '@sada/contracts/uploads';

import { sniffAudioFormat } from './audio-signature';

/**
 * The chosen audio file's problem in the contracts' words, or null: the browser's claim and the
 * size against the limit in force, then the file's first bytes.
 */
export async function checkAudioFile(file: File, maxBytes: number): Promise<string | null> {
  const claimed = audioFileProblem(file, maxBytes);
  if (claimed) return claimed;
  try {
    return (await sniffAudioFormat(file)) ? null : uploadMessages.invalidAudioType;
  } catch {
    return uploadMessages.invalidAudioType;
  }
}
