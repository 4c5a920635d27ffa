import { describe, expect, it } from 'vitest';

import { authMessages, authServerMessages } from './auth';
import { arabicMessageEntries, arabicMessages, isArabic, localizeMessage } from './messages-ar';
import { playlistMessages, playlistMove } from './playlists';
import { searchQuery } from './search';
import { trackListQuery } from './tracks';
import { uploadMessages } from './uploads';

const arabicLetters = /[\u0600-\u06ff]/;

describe('isArabic', () => {
  it.each(['ar', 'AR', 'ar-SA', 'ar-EG', 'ar_MA', ' ar '])('is true for %j', (language) => {
    expect(isArabic(language)).toBe(true);
  });

  it.each(['en', 'en-US', '', 'fr', 'arn', 'arc', 'ur', '*'])('is false for %j', (language) => {
    expect(isArabic(language)).toBe(false);
  });
});

describe('localizeMessage', () => {
  it('translates a contract message for Arabic', () => {
    expect(localizeMessage(playlistMessages.nameRequired, 'ar')).toBe('اسم قائمة التشغيل مطلوب');
    expect(localizeMessage(authMessages.emailRequired, 'ar-SA')).toBe('البريد الإلكتروني مطلوب');
  });

  it('leaves every message as it is for other languages', () => {
    for (const [english] of arabicMessageEntries) {
      expect(localizeMessage(english, 'en')).toBe(english);
      expect(localizeMessage(english, 'fr-FR')).toBe(english);
    }
  });

  it('leaves a message without a translation as it is', () => {
    expect(localizeMessage('Something nobody wrote down', 'ar')).toBe(
      'Something nobody wrote down',
    );
  });

  it('fills in the name and number of a message that carries them', () => {
    expect(localizeMessage('limit must be at most 50', 'ar')).toBe(
      'يجب ألا تزيد قيمة limit على 50',
    );
    expect(localizeMessage('limit must be a number', 'ar')).toBe('يجب أن تكون قيمة limit رقمًا');
    expect(localizeMessage('position must be below 500', 'ar')).toBe(
      'يجب أن تقل قيمة position عن 500',
    );
    expect(localizeMessage('sort must be popular, liked or recent', 'ar')).toBe(
      'يجب أن تكون قيمة sort إحدى القيم: popular، liked، recent',
    );
    expect(localizeMessage('requireEmailVerification must be true or false', 'ar')).toBe(
      'يجب أن تكون قيمة requireEmailVerification true أو false',
    );
    expect(localizeMessage('File size too large. Maximum size is 75MB.', 'ar')).toBe(
      'حجم الملف كبير جدًا. الحد الأقصى 75 ميغابايت.',
    );
  });

  it("translates zod's own messages", () => {
    expect(localizeMessage('Invalid input: expected string, received undefined', 'ar')).toBe(
      'قيمة غير صالحة: المتوقَّع نص، والمُرسَل لا شيء',
    );
    expect(localizeMessage('Too small: expected string to have >=3 characters', 'ar')).toBe(
      'يجب ألا يقل عدد الأحرف عن 3',
    );
    expect(localizeMessage('Too big: expected number to be <=10', 'ar')).toBe(
      'يجب ألا تزيد القيمة على 10',
    );
    expect(localizeMessage('Too big: expected array to have <=5 items', 'ar')).toBe(
      'يجب ألا يزيد عدد العناصر على 5',
    );
    expect(localizeMessage('Unrecognized keys: "a", "b"', 'ar')).toBe('حقول غير معروفة: "a", "b"');
  });

  it('translates what the schemas answer', () => {
    const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
      (result.error?.issues ?? []).map((issue) => localizeMessage(issue.message, 'ar'));
    const answers = [
      ...messagesOf(searchQuery.safeParse({ q: '', limit: '99' })),
      ...messagesOf(trackListQuery.safeParse({ sort: 'newest', limit: 'x' })),
      ...messagesOf(playlistMove.safeParse({ position: -1.5 })),
    ];
    expect(answers.length).toBeGreaterThan(3);
    for (const answer of answers) expect(answer).toMatch(arabicLetters);
  });
});

describe('the Arabic table', () => {
  it('has an Arabic text for every message', () => {
    for (const [english, arabic] of arabicMessageEntries) {
      expect(english.trim(), arabic).not.toBe('');
      expect(arabic, english).toMatch(arabicLetters);
    }
  });

  it('gives the same Arabic wherever one English message is used', () => {
    const conflicts = arabicMessageEntries.filter(
      ([english, arabic]) => arabicMessages.get(english) !== arabic,
    );
    expect(conflicts).toEqual([]);
  });

  it('covers the messages the server answers with', () => {
    for (const message of [
      ...Object.values(authServerMessages),
      ...Object.values(uploadMessages),
      ...Object.values(playlistMessages),
    ]) {
      expect(arabicMessages.has(message), message).toBe(true);
    }
  });
});

describe('the messages that name a line or a chapter', () => {
  it('say which one in Arabic', async () => {
    const { textLayerMessages } = await import('./text-layers');
    const { lrcMessages } = await import('./lrc');
    const { chapterMessages } = await import('./chapters');
    const cases = [
      textLayerMessages.unordered(4),
      textLayerMessages.endBeforeStart(2),
      textLayerMessages.pastEnd(3, '1:30'),
      lrcMessages.badTime(7, '[1:7x.00]'),
      lrcMessages.noTime(2),
      lrcMessages.badOffset(1),
      chapterMessages.badLine(5),
      chapterMessages.sameTime(2),
      chapterMessages.unordered(3),
      chapterMessages.pastEnd(2, '1:00:00'),
    ];
    for (const message of cases) {
      const arabic = localizeMessage(message, 'ar');
      expect(arabic, message).toMatch(arabicLetters);
      // The number it names is kept.
      expect(arabic).toContain(/\d+/.exec(message)?.[0] ?? '');
    }
    expect(localizeMessage(lrcMessages.badTime(7, '[1:7x.00]'), 'ar')).toContain('[1:7x.00]');
  });
});
