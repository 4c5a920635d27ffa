import type { TextLayer, TextLayerKind } from '@sada/contracts/text-layers';
import { clsx } from 'clsx';

/** Languages written in Arabic script unless their tag names another script (`ar-Latn`). */
const ARABIC_SCRIPT = new Set(['ar', 'ur', 'fa', 'ps', 'sd', 'ug', 'ckb']);

export function isArabicScript(language: string): boolean {
  const [primary = '', ...rest] = language.toLowerCase().split('-');
  const script = rest.find((part) => part.length === 4);
  return ARABIC_SCRIPT.has(primary) && (script === undefined || script === 'arab');
}

const KIND_CLASSES: Record<TextLayerKind, string> = {
  original: 'text-foreground',
  transliteration: 'italic text-muted-foreground',
  translation: 'text-foreground/80',
};

/** Sizes by kind; Arabic script a step or two larger, its marks (harakat) need the room. */
const SIZES: Record<TextLayerKind, { latin: string; arabic: string }> = {
  original: { latin: 'text-lg font-medium', arabic: 'text-2xl leading-[2.1]' },
  transliteration: { latin: 'text-sm', arabic: 'text-lg leading-[2]' },
  translation: { latin: 'text-base', arabic: 'text-lg leading-[2]' },
};

/**
 * One line of one layer, in its language and direction; Arabic script in the app's Noto Sans
 * Arabic. Always text: a line is never read as markup.
 */
export function LineText({ layer, text }: { layer: TextLayer; text: string }) {
  const arabic = isArabicScript(layer.language);
  return (
    <span
      dir={layer.direction}
      lang={layer.language}
      className={clsx(
        'block text-start break-words',
        KIND_CLASSES[layer.kind],
        arabic ? SIZES[layer.kind].arabic : SIZES[layer.kind].latin,
        arabic && "[font-family:'Noto_Sans_Arabic_Variable','Noto_Sans_Arabic',sans-serif]",
      )}
    >
      {text}
    </span>
  );
}
